import { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  it('hashes with its parameters and a random salt, never containing the password', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(new RegExp(`^\\$scrypt\\$ln=${SCRYPT_PARAMETERS.ln},r=${SCRYPT_PARAMETERS.r},p=${SCRYPT_PARAMETERS.p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`));
    expect(a).not.toBe(b);
    expect(a).not.toContain('horse');
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('s3cret!');
    await expect(verifyPassword('s3cret!', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('verifies a hash made with other (older) parameters, and refuses to make one it would not verify', async () => {
    const older = await hashPassword('x', { ln: 10, r: 8, p: 1 });
    expect(older).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    await expect(verifyPassword('x', older)).resolves.toBe(true);
    await expect(verifyPassword('y', older)).resolves.toBe(false);
    await expect(hashPassword('x', { ln: 9, r: 8, p: 1 })).rejects.toThrow(RangeError);
    await expect(hashPassword('x', { ln: 15, r: 8, p: 17 })).rejects.toThrow(RangeError);
    const stored = await hashPassword('x');
    const cheaper = stored.replace(/ln=\d+/, 'ln=10');
    // Same salt and key but other parameters: a different key, so false — and no exception.
    await expect(verifyPassword('x', cheaper)).resolves.toBe(false);
  });

  it('answers false, not an exception, for malformed or extravagant hashes', async () => {
    const stored = await hashPassword('x');
    for (const bad of ['', 'admin', 'x'.repeat(200), stored.replace('$scrypt$', '$bcrypt$'), stored.replace(/ln=\d+/, 'ln=30'), stored.replace(/r=\d+/, 'r=0'), stored.slice(0, -10)]) {
      await expect(verifyPassword('x', bad)).resolves.toBe(false);
    }
  });
});
