import { describe, expect, it } from 'vitest';
import { isObjectKey, keyInReference, newObjectKey } from './storage';
import { signUploadToken } from './upload-token';

describe('newObjectKey', () => {
  it('files public images and private documents under server-made names', () => {
    expect(newObjectKey('article-image', 'image/jpeg')).toMatch(
      /^public\/article-image\/[0-9a-f-]{36}\.jpg$/,
    );
    expect(newObjectKey('listing-logo', 'image/webp')).toMatch(
      /^public\/listing-logo\/[0-9a-f-]{36}\.webp$/,
    );
    const document = newObjectKey(
      'verification-document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(document).toMatch(/^private\/verification\/[0-9a-f-]{36}\.docx$/);
    expect(isObjectKey(document)).toBe(true);
    expect(isObjectKey('public/../private/verification/x.pdf')).toBe(false);
  });
});

describe('keyInReference', () => {
  const key = newObjectKey('article-image', 'image/png');

  it('reads the key from object paths, presigned R2 URLs and Worker upload URLs', async () => {
    expect(keyInReference(`/objects/${key}`)).toBe(key);
    expect(keyInReference(`https://example.org/api/objects/${key}`)).toBe(key);
    expect(
      keyInReference(
        `https://acc.r2.cloudflarestorage.com/files/${key}?X-Amz-Expires=600&X-Amz-Signature=ab`,
      ),
    ).toBe(key);
    const token = await signUploadToken(
      'a-secret-of-at-least-thirty-two-characters',
      { key, contentType: 'image/png', size: 10, ownerId: 1 },
      new Date(Date.now() + 60_000),
    );
    expect(keyInReference(`/api/objects/upload/${token}`)).toBe(key);
  });

  it('finds nothing in anything else', () => {
    expect(keyInReference('/objects/public/article-image/not-a-uuid.png')).toBeNull();
    expect(keyInReference('/api/objects/upload/not-a-token')).toBeNull();
    expect(keyInReference('https://[bad')).toBeNull();
  });
});
