import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::revoked-token.revoked-token');
