import { factories } from '@strapi/strapi';

// Who may write is the role matrix (access/roles.ts): only editors and admins hold these actions.
export default factories.createCoreRouter('api::category.category');
