#!/usr/bin/env bash
# Source this file: it puts Node 24 and pnpm 12 on PATH in your shell, installing the pinned versions from
# the npm registry (the `node` and `pnpm` packages) into ~/.cache/kayoi-toolchain when the machine has an
# older Node or no pnpm. `npm start` and `npm test` do this by themselves; this is for the other commands.
# The versions and the install live in scripts/bootstrap.mjs.
# Usage: source scripts/ensure-toolchain.sh
kayoi_toolchain_bin="$(node "$(dirname "${BASH_SOURCE[0]}")/bootstrap.mjs" --toolchain-bin)" || {
  unset kayoi_toolchain_bin
  return 1 2>/dev/null || exit 1
}
[ -z "$kayoi_toolchain_bin" ] || export PATH="$kayoi_toolchain_bin:$PATH"
unset kayoi_toolchain_bin
echo "node $(node --version), pnpm $(pnpm --version)"
