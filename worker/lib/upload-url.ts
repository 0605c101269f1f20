// The address a client PUTs a file to. With R2's S3 credentials it is a presigned R2 URL, so the
// bytes never pass through the Worker; without them (local dev, tests) it is the Worker's own
// upload route, authorised by a signed token. Both expire after ten minutes and bind the content
// type and size the server checked.
import { AwsClient } from 'aws4fetch';
import { signUploadToken, type UploadTicket, uploadLinkSeconds } from './upload-token';

/** The Worker's settings this module reads (see env.ts). */
type UploadEnv = Partial<
  Record<
    'JWT_SECRET' | 'R2_ACCOUNT_ID' | 'R2_ACCESS_KEY_ID' | 'R2_SECRET_ACCESS_KEY' | 'R2_BUCKET_NAME',
    string
  >
>;

interface R2Credentials {
  accountId: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucketName: string;
}

function r2Credentials(env: UploadEnv): R2Credentials | null {
  const { R2_ACCOUNT_ID, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY, R2_BUCKET_NAME } = env;
  if (!R2_ACCOUNT_ID || !R2_ACCESS_KEY_ID || !R2_SECRET_ACCESS_KEY || !R2_BUCKET_NAME) return null;
  return {
    accountId: R2_ACCOUNT_ID,
    accessKeyId: R2_ACCESS_KEY_ID,
    secretAccessKey: R2_SECRET_ACCESS_KEY,
    bucketName: R2_BUCKET_NAME,
  };
}

/**
 * A presigned S3 PUT to R2. R2 has no size policy, so content-type and content-length are signed
 * (`allHeaders`): R2 refuses a request whose headers differ from the ones checked here.
 */
async function presignedR2Put(r2: R2Credentials, ticket: UploadTicket): Promise<string> {
  const client = new AwsClient({
    accessKeyId: r2.accessKeyId,
    secretAccessKey: r2.secretAccessKey,
    service: 's3',
    region: 'auto',
  });
  const url = new URL(
    `https://${r2.accountId}.r2.cloudflarestorage.com/${r2.bucketName}/${ticket.key}`,
  );
  url.searchParams.set('X-Amz-Expires', String(uploadLinkSeconds));
  const signed = await client.sign(url, {
    method: 'PUT',
    headers: { 'content-type': ticket.contentType, 'content-length': String(ticket.size) },
    aws: { signQuery: true, allHeaders: true },
  });
  return signed.url;
}

export async function uploadUrlFor(
  env: UploadEnv,
  ticket: UploadTicket,
  now: Date,
): Promise<string> {
  const r2 = r2Credentials(env);
  if (r2) return presignedR2Put(r2, ticket);
  const expiresAt = new Date(now.getTime() + uploadLinkSeconds * 1000);
  return `/api/objects/upload/${await signUploadToken(env.JWT_SECRET, ticket, expiresAt)}`;
}
