// A journey's set-up through the API, as another browser would make the calls (registering an
// applicant), each caller from its own address so the app's rate limits see separate people.
import { baseUrl } from './browser';

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** The caller's address (cf-connecting-ip). */
  ip: string;
}

/** A JSON call to the app; throws with the status and body unless it succeeded. */
export async function callApi<T>(path: string, { method = 'GET', token, body, ip }: CallOptions) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers a free-plan business, as the registration form sends it. */
export function registerApplicant(businessName: string, contactEmail: string, ip: string) {
  return callApi<{ token: string }>('/api/register-tradesman', {
    method: 'POST',
    ip,
    body: {
      businessName,
      description: 'Retrofit work for older homes.',
      serviceArea: 'St Albans',
      contactEmail,
      contactPhone: '01727 000123',
      services: ['Heat Pump Installation', 'Wall/Loft Insulation'],
      certifications: ['MCS Certified'],
    },
  });
}
