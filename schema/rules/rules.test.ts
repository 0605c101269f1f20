import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  articleRules,
  businessProfileRules,
  changePasswordFormRules,
  contactRules,
  directoryQueryRules,
  featuredRules,
  homeownerRegistrationRules,
  loginRules,
  newsletterRules,
  quoteRequestRules,
  rejectionRules,
  uploadRequestRules,
  userCreateFormRules,
} from './index';

function firstMessage(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
}

describe('login rules', () => {
  it('use the spec messages for a bad email and a missing password', () => {
    expect(firstMessage(loginRules, { email: 'nope', password: 'x' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(loginRules, { email: 'a@b.co', password: '' })).toBe(
      'Password is required',
    );
    expect(firstMessage(loginRules, { email: 42, password: 'x' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('normalise the email to lower case', () => {
    expect(v.parse(loginRules, { email: ' Admin@Example.com ', password: 'p' }).email).toBe(
      'admin@example.com',
    );
  });
});

describe('homeowner registration rules', () => {
  it('require a name and a password of at least 6 characters', () => {
    const valid = { name: 'Sam', email: 'sam@example.com', password: 'Loft-lagging-42' };
    expect(firstMessage(homeownerRegistrationRules, { ...valid, name: '  ' })).toBe(
      'Name is required',
    );
    expect(firstMessage(homeownerRegistrationRules, { ...valid, password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(v.parse(homeownerRegistrationRules, valid)).toMatchObject({ phone: '', postcode: '' });
  });
});

describe('change password form rules', () => {
  it('report a mismatch on the confirmation field', () => {
    const result = v.safeParse(changePasswordFormRules, {
      currentPassword: 'old-pass',
      password: 'new-pass',
      confirmPassword: 'other',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("Passwords don't match");
    expect(v.getDotPath(result.issues?.[0] as v.GenericIssue)).toBe('confirmPassword');
  });

  it('ask for the current password and a confirmation', () => {
    expect(
      firstMessage(changePasswordFormRules, {
        currentPassword: '',
        password: 'new-pass',
        confirmPassword: 'new-pass',
      }),
    ).toBe('Current password is required');
    expect(
      firstMessage(changePasswordFormRules, {
        currentPassword: 'old',
        password: 'new-pass',
        confirmPassword: '',
      }),
    ).toBe('Please confirm your password');
  });
});

describe('user create form rules', () => {
  it('report a mismatched confirmation on its field', () => {
    const result = v.safeParse(userCreateFormRules, {
      name: 'Sam',
      email: 'sam@example.com',
      role: 'editor',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result.issues?.[0]?.message).toBe("Passwords don't match");
    expect(v.getDotPath(result.issues?.[0] as v.GenericIssue)).toBe('confirmPassword');
  });
});

describe('quote request rules', () => {
  const valid = {
    tradesmanId: 3,
    propertySize: '3 bed',
    timeline: 'month',
    description: 'Loft insulation for a 1930s semi',
    customerName: 'Priya Shah',
    customerEmail: 'priya@example.com',
    customerPhone: '07700 900123',
  };

  it('accept both quote forms’ timelines and make address and postcode optional', () => {
    expect(v.parse(quoteRequestRules, valid)).toMatchObject({ customerAddress: '' });
    expect(v.parse(quoteRequestRules, { ...valid, timeline: '3-months' }).timeline).toBe(
      '3-months',
    );
  });

  it('refuse a blank description and an unknown property size', () => {
    expect(firstMessage(quoteRequestRules, { ...valid, description: '   ' })).toBe(
      'Please describe your project',
    );
    expect(firstMessage(quoteRequestRules, { ...valid, propertySize: 'castle' })).toBe(
      'Please select your property size',
    );
  });
});

describe('article rules', () => {
  it('require title and content and default the read time', () => {
    const valid = { title: 'Heat pumps', content: 'Body', category: 'Heat Pumps' };
    expect(firstMessage(articleRules, { ...valid, title: '' })).toBe('Title is required');
    expect(firstMessage(articleRules, { ...valid, content: '' })).toBe('Content is required');
    expect(v.parse(articleRules, valid)).toMatchObject({
      readTime: '5 mins read',
      isPublished: false,
    });
  });

  it('split tags on comma and space and refuse unknown categories', () => {
    const valid = { title: 'T', content: 'C', category: 'Insulation', tags: 'loft, walls' };
    expect(v.parse(articleRules, valid).tags).toEqual(['loft', 'walls']);
    expect(firstMessage(articleRules, { ...valid, category: 'Gardening' })).toMatch(
      /^Category must be one of/,
    );
  });
});

describe('contact rules', () => {
  it('use the spec messages', () => {
    const valid = { name: 'Jo', email: 'jo@example.com', message: 'Hello there, a question' };
    expect(firstMessage(contactRules, { ...valid, name: '' })).toBe('Name is required');
    expect(firstMessage(contactRules, { ...valid, email: 'jo' })).toBe('Valid email is required');
    expect(firstMessage(contactRules, { ...valid, message: 'short' })).toBe(
      'Message must be at least 10 characters',
    );
  });
});

describe('newsletter rules', () => {
  it('ask for both email and user type with one message', () => {
    const message =
      "Please enter your email and select whether you're a homeowner or tradesperson.";
    expect(firstMessage(newsletterRules, { email: '', userType: 'homeowner' })).toBe(message);
    expect(firstMessage(newsletterRules, { email: 'a@b.co' })).toBe(message);
  });
});

describe('business profile rules', () => {
  const valid = { services: ['Heat Pump Installation'], location: 'Dacorum' };

  it('need a service and a location', () => {
    expect(firstMessage(businessProfileRules, { ...valid, services: [] })).toBe(
      'At least one service must be selected',
    );
    expect(firstMessage(businessProfileRules, { ...valid, location: '' })).toBe(
      'Location is required',
    );
  });

  it('turn non-numeric years of experience into 0 and accept an empty website', () => {
    const parsed = v.parse(businessProfileRules, {
      ...valid,
      yearsExperience: 'lots',
      website: '',
    });
    expect(parsed.yearsExperience).toBe(0);
    expect(parsed.website).toBe('');
    expect(firstMessage(businessProfileRules, { ...valid, website: 'not a url' })).toMatch(
      /website/,
    );
  });
});

describe('featuring and rejection rules', () => {
  it('need a known duration to feature, none to remove', () => {
    expect(v.parse(featuredRules, { featured: true, duration: '30' })).toEqual({
      featured: true,
      duration: 30,
    });
    expect(firstMessage(featuredRules, { featured: true })).toBe(
      'Missing Information - Please select a tradesman and specify duration.',
    );
    expect(v.parse(featuredRules, { featured: false })).toEqual({ featured: false });
  });

  it('need notes to reject', () => {
    expect(firstMessage(rejectionRules, { notes: ' ' })).toBe(
      'Please provide rejection notes before rejecting an application.',
    );
  });
});

describe('upload and directory rules', () => {
  it('refuse files over 10 MB', () => {
    const request = { contentType: 'image/png', size: 10_485_761 };
    expect(firstMessage(uploadRequestRules, request)).toBe(
      'File is too large. The limit is 10 MB.',
    );
    expect(v.parse(uploadRequestRules, { ...request, size: 10_485_760 }).size).toBe(10_485_760);
  });

  it('accept only the file types of the upload purpose', () => {
    const image = { purpose: 'article-image', contentType: 'Image/PNG', size: 1000 };
    expect(v.parse(uploadRequestRules, image).contentType).toBe('image/png');
    expect(firstMessage(uploadRequestRules, { ...image, contentType: 'application/pdf' })).toBe(
      'Images must be JPEG, PNG, WebP or GIF files.',
    );
    expect(firstMessage(uploadRequestRules, { ...image, contentType: 'image/svg+xml' })).toBe(
      'Images must be JPEG, PNG, WebP or GIF files.',
    );
    const document = { ...image, purpose: 'verification-document', contentType: 'application/pdf' };
    expect(v.parse(uploadRequestRules, document).purpose).toBe('verification-document');
    expect(firstMessage(uploadRequestRules, { ...document, contentType: 'image/gif' })).toBe(
      'Documents must be PDF, JPG, PNG, DOC or DOCX files.',
    );
  });

  it('refuse a negative or non-numeric offset, an unknown service, sort or location', () => {
    expect(firstMessage(directoryQueryRules, { offset: '-5' })).toBe(
      'Offset must be a whole number of 0 or more',
    );
    expect(firstMessage(directoryQueryRules, { offset: 'abc' })).toBe(
      'Offset must be a whole number of 0 or more',
    );
    expect(firstMessage(directoryQueryRules, { service: 'Plumbing' })).toMatch(/^Unknown service/);
    expect(firstMessage(directoryQueryRules, { sort: 'cheapest' })).toMatch(/^Unknown sort/);
    expect(firstMessage(directoryQueryRules, { location: 'Paris' })).toMatch(/^Unknown location/);
    for (const postcode of ['AL1', 'al1 3', 'SG1 2AB', 'WD17', 'N1']) {
      expect(v.parse(directoryQueryRules, { location: postcode }).location).toBe(postcode);
    }
    expect(v.parse(directoryQueryRules, {})).toEqual({
      query: '',
      location: 'all',
      service: 'all',
      sort: 'best-match',
      offset: 0,
    });
  });
});

describe('clean text', () => {
  const quote = {
    tradesmanId: 1,
    propertySize: '3 bed',
    timeline: 'month',
    description: 'Heat pump survey',
    customerName: 'Nadia Hussain',
    customerEmail: 'nadia@example.com',
    customerPhone: '07700 900321',
  };
  const singleLine = 'Must be a single line of text without control characters';
  const multiLine = 'Must not contain control characters other than line breaks and tabs';

  it.each([
    ['CR LF (a mail header injection)', 'Probe\r\nBcc: victim@example.com'],
    ['a lone LF', 'Probe\nBcc: victim@example.com'],
    ['NUL', 'Nadia\u0000Hussain'],
    ['ESC', 'Nadia\u001b[31m'],
    ['a C1 control', 'Nadia\u0085Hussain'],
    ['a line separator', 'Nadia\u2028Hussain'],
  ])('refuse %s in a single-line field', (_, customerName) => {
    expect(firstMessage(quoteRequestRules, { ...quote, customerName })).toBe(singleLine);
  });

  it('keep newlines and tabs in a multi-line field, with CR LF made LF, and refuse NUL', () => {
    const description = 'Line one\r\n\tLine two\rLine three';
    expect(v.parse(quoteRequestRules, { ...quote, description }).description).toBe(
      'Line one\n\tLine two\nLine three',
    );
    expect(firstMessage(quoteRequestRules, { ...quote, description: 'Loft\u0000' })).toBe(
      multiLine,
    );
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a byte-order mark', '\ufeff'],
    ['joiners and direction marks', '\u200d\u200c\u200e\u2060'],
    ['a Hangul filler', '\u3164'],
    ['no-break spaces', '\u00a0\u00a0'],
  ])('do not count %s as a required value', (_, name) => {
    expect(
      firstMessage(homeownerRegistrationRules, {
        name,
        email: 'sam@example.com',
        password: 'Loft-lagging-42',
      }),
    ).toBe('Name is required');
    expect(firstMessage(quoteRequestRules, { ...quote, customerName: name })).toBe(
      'Full name is required',
    );
  });

  it('still take names in any script, with accents and emoji', () => {
    for (const name of ['Zoë Łukasiewicz', '王小明', 'Siân 🌞']) {
      expect(v.parse(quoteRequestRules, { ...quote, customerName: name }).customerName).toBe(name);
    }
  });
});

describe('article tags', () => {
  const article = { title: 'Heat pumps', content: 'Body', category: 'Heat Pumps' };

  it('refuse a tag over 40 characters, more than 20 tags and control characters', () => {
    expect(firstMessage(articleRules, { ...article, tags: ['x'.repeat(1_000_000)] })).toBe(
      'Each item must be at most 40 characters',
    );
    const many = Array.from({ length: 21 }, (_, index) => `tag ${index}`);
    expect(firstMessage(articleRules, { ...article, tags: many })).toBe('At most 20 tags');
    expect(firstMessage(articleRules, { ...article, tags: ['solar\nheat'] })).toBe(
      'Must be a single line of text without control characters',
    );
  });

  it('drop tags that hold nothing visible', () => {
    expect(v.parse(articleRules, { ...article, tags: 'Solar, \u200b, Heat Pumps' }).tags).toEqual([
      'Solar',
      'Heat Pumps',
    ]);
  });
});

describe('credentials', () => {
  it('must come from the catalogue, like services', () => {
    const profile = { services: ['Solar Panel Installation'], location: 'Watford' };
    expect(
      v.parse(businessProfileRules, { ...profile, credentials: ['MCS Certified'] }),
    ).toBeTruthy();
    expect(
      firstMessage(businessProfileRules, { ...profile, credentials: ['Made Up Body'] }),
    ).toMatch(/^Credentials must come from: TrustMark Registered/);
  });
});

describe('new passwords', () => {
  const registration = { name: 'Sam', email: 'sam@example.com' };

  it.each(['password123', 'Password1', 'qwerty123', 'iloveyou', 'sunshine!', 'LETMEIN'])(
    'refuse the common password %s at registration and password change',
    (password) => {
      const message = 'This password is too common. Please choose another.';
      expect(firstMessage(homeownerRegistrationRules, { ...registration, password })).toBe(message);
      expect(
        firstMessage(changePasswordFormRules, {
          currentPassword: 'old-pass',
          password,
          confirmPassword: password,
        }),
      ).toBe(message);
    },
  );

  it('keep the 6-character minimum and its message, and take an uncommon password', () => {
    expect(firstMessage(homeownerRegistrationRules, { ...registration, password: 'abc' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(
      v.parse(homeownerRegistrationRules, { ...registration, password: 'Loft-lagging-42' }),
    ).toBeTruthy();
  });

  it('do not apply at sign-in, where the existing password is whatever it is', () => {
    expect(v.parse(loginRules, { email: 'a@b.co', password: 'password123' })).toBeTruthy();
  });
});
