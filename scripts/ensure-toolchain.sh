#!/usr/bin/env bash
# Source this file: it puts Node 24 and pnpm 12 on PATH, installing them from the npm registry
# (the `node` and `pnpm` packages) into a cache folder when the machine has an older Node.
# Usage: source scripts/ensure-toolchain.sh
KAYOI_NODE_VERSION=24.21.0
KAYOI_PNPM_VERSION=12.21.0
toolchain_dir="${KAYOI_TOOLCHAIN_DIR:-$HOME/.cache/kayoi-toolchain}"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$toolchain_dir/node_modules/.bin/node" ]; then
  export PATH="$toolchain_dir/node_modules/.bin:$PATH"
fi
if [ "$(node_major)" -lt 24 ] || ! command -v pnpm >/dev/null 2>&1; then
  echo "Installing Node $KAYOI_NODE_VERSION and pnpm $KAYOI_PNPM_VERSION into $toolchain_dir (from the npm registry)"
  npm install --prefix "$toolchain_dir" --no-audit --no-fund --loglevel=error \
    "node@$KAYOI_NODE_VERSION" "pnpm@$KAYOI_PNPM_VERSION" >/dev/null
  export PATH="$toolchain_dir/node_modules/.bin:$PATH"
fi
echo "node $(node --version), pnpm $(pnpm --version)"
