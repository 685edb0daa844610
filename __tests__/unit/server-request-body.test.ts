/** @jest-environment node */
import { Readable } from "node:stream";
import { BODY_PARSER_CONFIG, bodyKindOf, parseBody, readBody } from "../../src/lib/server/request-body";

describe("BODY_PARSER_CONFIG", () => {
  it("gives every Express parser a media type no client sends, so the function reads the body itself", () => {
    const parsers = BODY_PARSER_CONFIG.bodyParser!;
    const types = [parsers.json?.type, parsers.text?.type, parsers.raw?.type, parsers.urlencoded?.type];
    expect(new Set(types).size).toBe(1);
    expect(types[0]).toMatch(/^application\/x-/);
    for (const kind of ["application/json", "application/x-www-form-urlencoded", "text/plain", "application/octet-stream"]) {
      expect(types[0]).not.toBe(kind);
    }
  });
});

describe("bodyKindOf", () => {
  it.each([
    ["application/json", "json"],
    ["application/json; charset=utf-8", "json"],
    ["Application/JSON;charset=UTF-8", "json"],
    ["application/x-www-form-urlencoded", "form"],
    ["application/x-www-form-urlencoded; charset=UTF-8", "form"],
    ["text/plain", null],
    ["multipart/form-data; boundary=x", null],
    ["application/json; charset=iso-8859-1", null],
    [undefined, null],
  ])("%p is %p", (contentType, kind) => {
    expect(bodyKindOf(contentType)).toBe(kind);
  });
});

describe("readBody", () => {
  const stream = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

  it("reads the whole body", async () => {
    const result = await readBody(stream('{"a":', '"b"}'));
    expect(result).toEqual({ ok: true, bytes: Buffer.from('{"a":"b"}') });
  });

  it("reports a body over the limit after draining it, so the client can read the answer", async () => {
    const source = stream("12345", "67890", "abc");
    const result = await readBody(source, 8, 100);
    expect(result).toEqual({ ok: false, reason: "too-large" });
    expect(source.readableEnded).toBe(true);
  });

  it("stops reading at the drain limit", async () => {
    const result = await readBody(stream("x".repeat(50), "y".repeat(50), "z".repeat(50)), 10, 60);
    expect(result).toEqual({ ok: false, reason: "too-large" });
  });

  it("reports a stream that fails", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("connection reset"));
      },
    });
    expect(await readBody(failing)).toEqual({ ok: false, reason: "aborted" });
  });
});

describe("parseBody", () => {
  const bytes = (text: string) => Buffer.from(text, "utf8");

  it("parses a JSON object and keeps only plain values", () => {
    expect(parseBody("json", bytes('{"name":"陳大文","n":1,"ok":true,"nested":{"a":1},"list":[1],"none":null}'))).toEqual({
      ok: true,
      fields: { name: "陳大文", n: 1, ok: true },
    });
  });

  it.each(['{"name": "Chan', "[1,2]", '"text"', "null", ""])("refuses %p as malformed JSON", (text) => {
    expect(parseBody("json", bytes(text))).toEqual({ ok: false });
  });

  it("parses a form post, the first value of a repeated name winning", () => {
    expect(parseBody("form", bytes("name=Chan+Tai%20Man&comment=a%0D%0Ab&name=second"))).toEqual({
      ok: true,
      fields: { name: "Chan Tai Man", comment: "a\r\nb" },
    });
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(parseBody("json", Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).toEqual({ ok: false });
  });
});
