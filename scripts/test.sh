#!/usr/bin/env bash
# The whole test suite behind `npm test`: lint and format, types, unit tests, production build, typegen freshness,
# integration tests of the enquiry endpoints against that build,
# then the browser tests against the built site served on a port of its own.
#
#   npm test                          everything
#   SKIP_BUILD=1 npm test             reuse the existing public/ (local iteration only)
#   npm test -- --grep integrity      extra arguments go to `playwright test`
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export GATSBY_TELEMETRY_DISABLED=1
# Playwright must use the system Chromium; make sure no install step ever fetches a browser.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bin=node_modules/.bin
started_at=$SECONDS

# Colour only on a terminal; CI logs get plain text.
if [[ -t 1 ]]; then bold=$'\033[1m' red=$'\033[31m' plain=$'\033[0m'; else bold='' red='' plain=''; fi
step() {
  printf '\n%s==> [%ss] %s%s\n' "$bold" "$((SECONDS - started_at))" "$*" "$plain"
}
fail() {
  printf '\n%snpm test: %s%s\n' "$red" "$*" "$plain" >&2
  exit 1
}

if [[ ! -x "$bin/gatsby" || ! -x "$bin/playwright" ]]; then
  fail "dependencies are missing; run \`npm ci\` first."
fi

step "Lint (ESLint) and format (Prettier)"
"$bin/eslint" . --max-warnings 0
"$bin/prettier" --check --log-level warn . || fail "files are not formatted: run \`npm run format\` and commit the result."

step "Type check (tsc --noEmit)"
"$bin/tsc" --noEmit

step "Unit tests (jest)"
"$bin/jest" --ci

if [[ "${SKIP_BUILD:-}" == "1" ]]; then
  step "Build skipped (SKIP_BUILD=1): testing the existing public/"
  [[ -f public/index.html ]] || fail "SKIP_BUILD=1 but public/index.html does not exist; run without SKIP_BUILD."
  # A stale build would make the browser tests report on old code; say so, but let the developer decide.
  newer=$(find src data static gatsby-*.ts gatsby-*.tsx -newer public/index.html -type f 2>/dev/null | head -n 5 || true)
  if [[ -n "$newer" ]]; then
    printf 'warning: these sources changed after the last build, so results may be stale:\n%s\n' "$newer" >&2
  fi
else
  step "Production build (gatsby build)"
  "$bin/gatsby" build

  step "GraphQL typegen is committed (src/gatsby-types.d.ts)"
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    if ! git ls-files --error-unmatch src/gatsby-types.d.ts >/dev/null 2>&1; then
      fail "src/gatsby-types.d.ts is not committed. The build just generated it: \`git add src/gatsby-types.d.ts\` and commit it, so \`tsc\` passes on a fresh clone."
    fi
    if ! git --no-pager diff --exit-code --stat -- src/gatsby-types.d.ts; then
      fail "src/gatsby-types.d.ts is stale: the build regenerated it from the current GraphQL schema and queries. Review \`git diff src/gatsby-types.d.ts\` and commit the new version."
    fi
    echo "up to date"
  else
    echo "not a git checkout; skipped"
  fi
fi

step "Integration tests (jest: the built site's enquiry endpoints with a real SMTP server)"
# They spawn the host's server (scripts/host/serve.mjs) on the build above, so they come after it; they pick their own ports.
"$bin/jest" --ci --config jest.integration.config.js

step "Chromium"
CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh)
export CHROMIUM_PATH
"$CHROMIUM_PATH" --version 2>/dev/null || true

step "Browser tests (playwright test)"
if [[ -z "${TEST_PORT:-}" ]]; then
  TEST_PORT=$(node scripts/free-port.mjs)
fi
[[ "$TEST_PORT" != "9000" ]] || fail "TEST_PORT=9000 is reserved for \`npm start\`; pick another port."
export TEST_PORT
echo "public/ is served on http://127.0.0.1:$TEST_PORT by Playwright's webServer (scripts/host/serve.mjs: the adapter's headers, redirects and functions)"
"$bin/playwright" test "$@"

step "All tests passed in $((SECONDS - started_at))s"
