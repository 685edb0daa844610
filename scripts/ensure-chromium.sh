#!/usr/bin/env bash
# Prints the path of a usable Chromium, installing Debian's package when none is found, and installs a
# Chinese system font when there is none: the Chinese pages are drawn in the system's (src/styles/tokens.css),
# and the browser tests check that they are. Browser tests and CI use the system Chromium on purpose:
# Playwright never downloads its own.
#
#   CHROMIUM=$(bash scripts/ensure-chromium.sh)
#
# Only the path goes to stdout; apt's chatter goes to stderr so command substitution stays clean.
# Silent when Chromium is already there, so it is cheap to call on every `npm test`.
set -euo pipefail

find_chromium() {
  local candidate
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [[ -n "$candidate" && -f "$candidate" && -x "$candidate" ]]; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  return 1
}

if [[ -n "${CHROMIUM_PATH:-}" && ! ( -x "$CHROMIUM_PATH" && -f "$CHROMIUM_PATH" ) ]]; then
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; using Debian's chromium instead." >&2
fi

has_chinese_font() {
  fc-list :lang=zh-hk family 2>/dev/null | grep -q .
}

# fonts-liberation gives Chromium metric-compatible fallbacks for any text not set in the site's web fonts.
packages=()
find_chromium >/dev/null || packages+=(chromium fonts-liberation)
has_chinese_font || packages+=(fonts-noto-cjk)
if [[ ${#packages[@]} -eq 0 ]]; then
  find_chromium
  exit 0
fi

# Root runs apt directly; anyone else needs password-less sudo (CI cannot answer a prompt).
if [[ "$(id -u)" -eq 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  cat >&2 <<EOF
ensure-chromium: ${packages[*]} missing, and this user cannot install packages.
  Install them once as root:   apt-get install ${packages[*]}
  (for Chromium, pointing CHROMIUM_PATH at an existing Chromium or Chrome binary does as well).
EOF
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no apt-get on this machine; install ${packages[*]} (for Chromium, or set CHROMIUM_PATH)." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# Wait for a concurrent apt/dpkg run (an image's own updater, a parallel job) instead of failing.
apt_get=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -y -q -o DPkg::Lock::Timeout=600)

echo "ensure-chromium: installing ${packages[*]} with apt-get…" >&2
if ! "${apt_get[@]}" install --no-install-recommends "${packages[@]}" >&2; then
  # A fresh container usually has empty package lists: refresh them once and retry.
  echo "ensure-chromium: install failed; running apt-get update and retrying…" >&2
  "${apt_get[@]}" update >&2
  "${apt_get[@]}" install --no-install-recommends "${packages[@]}" >&2
fi

if ! find_chromium; then
  echo "ensure-chromium: apt-get finished but no Chromium binary was found at /usr/bin/chromium." >&2
  exit 1
fi
