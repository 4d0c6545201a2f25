import { factories } from '@strapi/strapi';

const write = (action: 'create' | 'update' | 'delete') => ({
  policies: [{ name: 'global::article-write', config: { action } }],
});

export default factories.createCoreRouter('api::article.article', {
  config: {
    create: write('create'),
    update: write('update'),
    delete: write('delete'),
  },
});
