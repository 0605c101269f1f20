// Password hashing with WebCrypto PBKDF2-SHA256 (runs in Workers and Node alike). Production
// Workers refuse more than 100,000 iterations, so that is the ceiling
// (docs/decisions/009-passwords-and-sessions.md). The algorithm and parameters are stored with the
// hash so they can be raised later with a rehash.

const algorithm = 'pbkdf2-sha256';
export const pbkdf2Iterations = 100_000;
const saltBytes = 16;
const keyBits = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    keyBits,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, salt, pbkdf2Iterations);
  return `${algorithm}$${pbkdf2Iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [storedAlgorithm, iterationText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationText);
  if (storedAlgorithm !== algorithm || !saltText || !hashText || !(iterations > 0)) return false;
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), iterations);
  return constantTimeEqual(actual, expected);
}

/** True when a stored hash was made with other parameters than today's, so login should rehash. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`${algorithm}$${pbkdf2Iterations}$`);
}
