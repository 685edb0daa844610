/** @jest-environment node */
import { Readable } from "node:stream";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { clientEntryKey } from "../../src/lib/server/blobs-rate-limit-store";
import { createEnquiryFunction } from "../../src/lib/server/enquiry-function";
import { serverState } from "../../src/lib/server/server-state";
import { DEFAULTS } from "../../src/lib/server/settings";
import { SITE_ID, openLocalRateLimitStore, startLocalBlobs, type LocalBlobs } from "../support/local-blobs";

const contact = createEnquiryFunction("/api/contact");
const ENQUIRY = JSON.stringify({ formId: "contact", page: "/contact", name: "Chan Tai Man", email: "tm@example.com", comment: "Hello" });

/** The host's environment for a function (Lambda names it; SMTP_URL is left unset), restored after each test. */
const FUNCTION_ENV = { AWS_LAMBDA_FUNCTION_NAME: "__api-contact", RATE_LIMIT_MAX: "2" };
const TOUCHED_ENV = [...Object.keys(FUNCTION_ENV), "SMTP_URL", "TRUST_PROXY", "RATE_LIMIT_SALT", "NETLIFY_BLOBS_CONTEXT"];
let savedEnv: Record<string, string | undefined>;

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

beforeEach(() => {
  savedEnv = Object.fromEntries(TOUCHED_ENV.map((name) => [name, process.env[name]]));
  for (const name of TOUCHED_ENV) delete process.env[name];
  Object.assign(process.env, FUNCTION_ENV);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The Lambda event as the host sends it: the Blobs context (base64 JSON) and the site's headers. */
const lambdaEvent = (
  blobsContext = Buffer.from(JSON.stringify({ url: blobs.url, url_uncached: blobs.url, token: blobs.token })).toString("base64"),
) => ({
  httpMethod: "POST",
  blobs: blobsContext,
  headers: { "x-nf-site-id": SITE_ID, "x-nf-deploy-id": "0123456789abcdef01234567" },
});

/**
 * A request as gatsby-adapter-netlify's Lambda handler builds it: a stream with the raw body,
 * lower-case headers, the Lambda event in `netlifyFunctionParams` and no socket. Without an event
 * it is a request to `gatsby develop` or a server of its own, from a socket's address.
 */
const request = (headers: Record<string, string>, event?: ReturnType<typeof lambdaEvent>) =>
  Object.assign(Readable.from([Buffer.from(ENQUIRY)]), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    ...(event ? { netlifyFunctionParams: { event, context: {} } } : { socket: { remoteAddress: "192.0.2.50" } }),
  }) as unknown as GatsbyFunctionRequest;

/** A response with the headers the server adds before a function runs: Express's name, `gatsby develop`'s CORS. */
const response = () => {
  const headers: Record<string, string> = {
    "x-powered-by": "Express",
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "*",
  };
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    getHeaders: () => ({ ...headers }),
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as GatsbyFunctionResponse, headers, sent };
};

const post = async (headers: Record<string, string>, event?: ReturnType<typeof lambdaEvent>) => {
  const { res, headers: replyHeaders, sent } = response();
  await contact(request(headers, event), res);
  return { status: sent.status, body: sent.body, headers: replyHeaders };
};

const storedHitsOf = (client: string) =>
  openLocalRateLimitStore(blobs).get(clientEntryKey(client, DEFAULTS.rateLimitSalt), { type: "json" });

describe("an enquiry function on Netlify", () => {
  it("counts the client by x-nf-client-connection-ip in the site's Blobs store, whatever X-Forwarded-For says", async () => {
    process.env.TRUST_PROXY = "1";
    const client = { "x-nf-client-connection-ip": "203.0.113.20" };
    const statuses = [];
    for (const forwarded of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      statuses.push((await post({ ...client, "x-forwarded-for": forwarded }, lambdaEvent())).status);
    }
    // Without SMTP_URL the counted posts fail to send (502); the third is over the limit.
    expect(statuses).toEqual([502, 502, 429]);
    expect(await storedHitsOf("203.0.113.20")).toHaveLength(2);
    expect(await storedHitsOf("198.51.100.1")).toBeNull();
    expect((await post({ "x-nf-client-connection-ip": "203.0.113.21" }, lambdaEvent())).status).toBe(502);
  });

  it("without SMTP_URL, tells the visitor the send failed and logs one line naming SMTP_URL and where to set it", async () => {
    const answer = await post({ "x-nf-client-connection-ip": "203.0.113.30" }, lambdaEvent());
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ status: "error", error: "not-sent" });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/SMTP_URL is not set.*environment variables, scope Functions/));
  });

  it("lets the post through when the Blobs store cannot be used, and logs why", async () => {
    const answer = await post({ "x-nf-client-connection-ip": "203.0.113.40" }, lambdaEvent("bm90IGpzb24="));
    expect(answer.status).toBe(502);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("the rate limit could not be checked, so the post is let through"));
  });

  it("answers without X-Powered-By or Access-Control-Allow-*, with the security headers", async () => {
    const { headers } = await post({ "x-nf-client-connection-ip": "203.0.113.50" }, lambdaEvent());
    expect(Object.keys(headers).filter((name) => /^(x-powered-by|access-control-)/.test(name))).toEqual([]);
    expect(headers).toMatchObject({
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-frame-options": "DENY",
    });
  });
});

describe("an enquiry function elsewhere (gatsby develop, a server of its own)", () => {
  it("ignores x-nf-client-connection-ip, which any client could send, and counts in memory", async () => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    // Refused before any send, so nothing lands in the project's outbox.
    process.env.SMTP_URL = "not an smtp url";
    await post({ "x-nf-client-connection-ip": "203.0.113.60" });
    const counted = [...serverState().rateLimits.hits.keys()];
    expect(counted).toContain("192.0.2.50");
    expect(counted).not.toContain("203.0.113.60");
  });
});
