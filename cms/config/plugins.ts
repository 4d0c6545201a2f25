import type { Core } from '@strapi/strapi';
import { IMAGE_MAX_BYTES } from '@bulletin/images';
import { outboxTransport } from '../src/mail/outbox';
import { pooledSmtpUrl, readMailConfig } from './mail';
import { readMediaConfig, s3UploadProvider } from './media';

// Article images only: the adapters check the bytes too, this is Strapi's own guard.
const allowedImageTypes = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/webp',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const mail = readMailConfig(env);
  const media = readMediaConfig(env);
  return {
    'users-permissions': {
      config: {
        // Stateless bearer tokens that the browser's single `token` can carry (docs/product.md#sessions); sign-out
        // revokes them through the revoked-token list (docs/decisions/0003-session-tokens.md).
        jwtManagement: 'legacy-support',
        // A plain sign-in's lifetime (SESSION_TTL, checked in config/sign-in.ts); "Remember me" and sign-up get
        // SESSION_TTL_REMEMBERED (extensions/users-permissions/strapi-server.ts).
        jwt: { expiresIn: env('SESSION_TTL', env('JWT_EXPIRES_IN', '1d')) },
        register: { allowedFields: ['firstName', 'lastName', 'companyName'] },
        ratelimit: {
          enabled: env.bool('CMS_AUTH_RATELIMIT', true),
          interval: 60_000,
          max: env.int('CMS_AUTH_RATELIMIT_MAX', 20),
        },
      },
    },
    // E-mail through Strapi's email plugin and nodemailer (config/mail.ts): the SMTP server of SMTP_URL, else the
    // outbox folder (mail/outbox.ts).
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: mail.smtpUrl ? pooledSmtpUrl(mail.smtpUrl, mail.concurrency) : outboxTransport(mail.outboxDir),
        settings: { defaultFrom: mail.from, defaultReplyTo: mail.from },
      },
    },
    upload: {
      config: {
        // The S3-compatible bucket of config/media.ts when it is set, else Strapi's uploads folder.
        ...(media.storage ? s3UploadProvider(media.storage) : {}),
        sizeLimit: IMAGE_MAX_BYTES,
        security: {
          allowedTypes: allowedImageTypes,
          deniedTypes: ['image/svg+xml'],
        },
      },
    },
  };
};

export default config;
