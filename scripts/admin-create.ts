/**
 * npm run admin:create -- --email beheer@bedrijf.nl [--first-name Anna] [--last-name de Vries]
 *   [--superadmin] [--generate]
 * Makes a real admin account on the configured database (DATABASE_URL), for production where the
 * demo accounts are not seeded. The password is asked for (hidden) on a terminal, or generated and
 * printed once with --generate or without a terminal. It must meet the password-change policy (§5).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { basicPasswordErrors, passwordPolicyErrors } from '../src/domain/password-policy.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { migrate } from '../src/server/db/migrations/index.ts';
import { isCommonPassword } from '../src/server/features/auth/common-passwords.ts';
import { hashPassword } from '../src/server/features/auth/passwords.ts';
import { insertUser } from '../src/server/features/auth/store.ts';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** 20 random characters plus one of each class the §5 policy asks for, shuffled. */
export function generatePassword(): string {
  const chars = [...randomBytes(15).toString('base64url'), 'K', 'q', String(randomInt(10)), '!', '#'];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

async function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  let asked = false;
  out._writeToOutput = (s: string) => {
    if (!asked) {
      out.output.write(s);
      asked = true;
    }
  };
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Beheerder' },
    'last-name': { type: 'string', default: '' },
    superadmin: { type: 'boolean', default: false },
    generate: { type: 'boolean', default: false },
  },
});

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return fail(err instanceof ConfigError ? err.message : String(err));
  }
})();
const email = (values.email ?? '').trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('Geef een geldig e-mailadres met --email.');

let password: string;
let generated = false;
if (values.generate || !process.stdin.isTTY) {
  password = generatePassword();
  generated = true;
} else {
  password = await askHidden(
    'Wachtwoord (minimaal 10 tekens, hoofdletter, kleine letter, cijfer, speciaal teken): ',
  );
  const again = await askHidden('Herhaal het wachtwoord: ');
  if (password !== again) fail('Wachtwoorden komen niet overeen');
}
const problems = [
  ...basicPasswordErrors(password, { email, isCommon: isCommonPassword }),
  ...passwordPolicyErrors(password),
];
if (problems.length > 0) fail(`Wachtwoord geweigerd:\n  ${problems.join('\n  ')}`);

const db = connect(config.databaseUrl);
try {
  await migrate(db);
  const user = await insertUser(db.kysely, {
    email,
    passwordHash: await hashPassword(password, config.passwordHashLogN),
    firstName: values['first-name'] || 'Beheerder',
    lastName: values['last-name'] || null,
    userType: 'admin',
    adminRole: values.superadmin ? 'superadmin' : 'admin',
  });
  if (!user) fail(`Er bestaat al een account met ${email}.`);
  console.log(`${values.superadmin ? 'Superadmin' : 'Admin'} ${email} aangemaakt.`);
  if (generated) console.log(`Gegenereerd wachtwoord (wordt niet opnieuw getoond): ${password}`);
} finally {
  await db.close();
}
