/*
 * The glue between a Gatsby Function's request/response and `handleEnquiry`. Settings are read
 * here, per request, so a server started with new variables uses them at once.
 *
 * On Netlify, gatsby-adapter-netlify runs the function inside a Lambda handler: the Lambda event
 * comes along as `req.netlifyFunctionParams.event`, with the host's Blobs context, and there is
 * no socket to read the client's address from.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import company from "../../../data/site/en/company.json";
import type { Endpoint } from "../forms/registry";
import { createBlobsRateLimitStore, offersBlobs, openLambdaHitStore } from "./blobs-rate-limit-store";
import { deliverMail } from "./deliver-mail";
import { handleEnquiry, type EnquiryReply } from "./handle-enquiry";
import type { RateLimitStore } from "./rate-limiter";
import { BODY_PARSER_CONFIG, readBody, type BodyRead } from "./request-body";
import { serverState } from "./server-state";
import { readSettings } from "./settings";

/** The exported `config` of each enquiry function: Express parses nothing, we do. */
export const enquiryFunctionConfig = BODY_PARSER_CONFIG;

const header = (req: GatsbyFunctionRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

type LambdaEvent = { blobs?: unknown; headers?: unknown };

/** The Lambda event the adapter passes on; there is none under `gatsby develop` or a server of its own. */
const lambdaEventOf = (req: GatsbyFunctionRequest): LambdaEvent | undefined =>
  (req as { netlifyFunctionParams?: { event?: LambdaEvent } }).netlifyFunctionParams?.event;

/**
 * The client's address. On the host, x-nf-client-connection-ip: Netlify's edge sets it, whatever
 * the client sent. Elsewhere X-Forwarded-For only when the operator says a proxy sets it.
 */
const clientKeyOf = (req: GatsbyFunctionRequest, onHost: boolean, trustProxy: boolean): string => {
  const fromEdge = onHost ? header(req, "x-nf-client-connection-ip")?.trim() : undefined;
  const forwarded = trustProxy ? header(req, "x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  return fromEdge || forwarded || req.socket?.remoteAddress || "unknown";
};

/** Netlify Blobs, shared by every instance, when the host offers them; else this process's memory. */
const rateLimitStoreFor = (event: LambdaEvent | undefined, salt: string): RateLimitStore =>
  offersBlobs(event) ? createBlobsRateLimitStore(() => openLambdaHitStore(event), salt) : serverState().rateLimits;

/** A body some earlier layer already consumed (an adapter may) is taken from `req.body`. */
const readRequestBody = (req: GatsbyFunctionRequest): Promise<BodyRead> => {
  if (!req.readableEnded) return readBody(req);
  const body: unknown = req.body;
  if (Buffer.isBuffer(body)) return Promise.resolve({ ok: true, bytes: body });
  if (typeof body === "string") return Promise.resolve({ ok: true, bytes: Buffer.from(body) });
  return Promise.resolve({ ok: true, bytes: Buffer.alloc(0) });
};

/**
 * Headers the server adds before the function runs: Express names itself (X-Powered-By), and
 * `gatsby develop` allows every origin (Access-Control-Allow-*). The forms post from the site's own
 * origin, so an answer needs neither.
 */
const isServerHeader = (name: string): boolean => /^(x-powered-by|access-control-allow-.*)$/i.test(name);

const writeReply = (res: GatsbyFunctionResponse, reply: EnquiryReply): void => {
  for (const name of Object.keys(res.getHeaders()).filter(isServerHeader)) res.removeHeader(name);
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.status(reply.statusCode).json(reply.body);
};

export const createEnquiryFunction =
  (endpoint: Endpoint) =>
  async (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> => {
    const settings = readSettings();
    const event = lambdaEventOf(req);
    const reply = await handleEnquiry(
      {
        endpoint,
        method: req.method ?? "GET",
        contentType: header(req, "content-type"),
        accept: header(req, "accept"),
        referer: header(req, "referer"),
        host: header(req, "host"),
        clientKey: clientKeyOf(req, event !== undefined, settings.trustProxy),
        readBody: () => readRequestBody(req),
      },
      {
        settings,
        now: new Date(),
        rateLimits: rateLimitStoreFor(event, settings.rateLimitSalt),
        deliver: (mail) => deliverMail(mail, settings),
        traderEmail: company.email,
        log: console,
      },
    );
    writeReply(res, reply);
  };
