/*
 * Forms under test post through `fetch`. Each test gets a fresh jest mock in its place; the
 * console.error that a failed send logs (as the template's helper does) is silenced, since the log
 * is never what these tests are about.
 */

/** A fetch Response as the form helpers read it: status, ok and a JSON body. */
export const jsonResponse = (status: number, body: unknown): Response =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

/** Installs the mock around every test of the calling file; call the returned function for the current one. */
export const installFetchMock = (): (() => jest.Mock) => {
  let fetchMock: jest.Mock;
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });
  return () => fetchMock;
};
