// The browser tests drive Debian's Chromium headless shell (the same build as Debian's chromium, without the
// browser's own interface: about a quarter less time per journey than `chromium --headless` on two cores);
// the benchmarks drive Debian's chromium. Install both (and a Chinese font for screenshots) when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('/usr/bin/chromium') || !fs.existsSync('/usr/bin/chromium-headless-shell')) {
  console.log("Installing Debian's chromium and chromium-headless-shell for the browser tests…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-wqy-microhei', {
    stdio: 'inherit',
  });
}
