export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}
export interface RedirectRule {
  pattern: RegExp;
  to: string;
  status: number;
  force: boolean;
}
export function parseHeaders(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], path: string): [string, string][];
export function parseRedirects(text: string): RedirectRule[];
export function redirectFor(rules: RedirectRule[], path: string, fileExists: boolean): RedirectRule | undefined;
