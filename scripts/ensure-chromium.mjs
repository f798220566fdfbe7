// The browser tests drive Debian's Chromium; install it (and a Chinese font for screenshots) when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('/usr/bin/chromium')) {
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei', {
    stdio: 'inherit',
  });
}
