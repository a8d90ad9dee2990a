// Finds the Chromium the browser tests use: CHROMIUM_PATH if set, else
// /usr/bin/chromium. When none is there and we run as root with apt-get,
// installs Debian's chromium; otherwise stops with one clear sentence.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = chromiumPath();
  if (!existsSync(path)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!process.env.CHROMIUM_PATH && isRoot && hasAptGet()) {
      console.log('Chromium not found: installing Debian\'s "chromium" package (apt-get)…');
      const run = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      run('apt-get update -qq');
      const install = run('apt-get install -y -qq chromium');
      if (install.status !== 0 || !existsSync(path)) {
        console.error('Installing chromium with apt-get failed: install Chromium and set CHROMIUM_PATH to its binary.');
        process.exit(1);
      }
    } else {
      console.error(`No Chromium at ${path}: install Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH to its binary.`);
      process.exit(1);
    }
  }
  console.log(`Browser tests use Chromium at ${path}`);
}
