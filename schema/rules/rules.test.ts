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
    const valid = { name: 'Sam', email: 'sam@example.com', password: 'secret1' };
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
