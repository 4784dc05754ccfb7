// E2E tests drive the system Chromium; a missing browser is a failure with instructions, never a skip.
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executable)) {
  console.error(
    `Chromium wurde nicht gefunden (${executable}). Die End-to-End-Tests brauchen den Chromium des Systems.\n` +
      'Installation unter Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
      'Oder den Pfad setzen:              CHROMIUM_PATH=/pfad/zu/chromium npm test',
  );
  process.exit(1);
}
