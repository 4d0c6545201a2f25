/**
 * Bulletin's change to Strapi's upload plugin: its content-API upload route goes through the
 * `global::upload-write` policy, so only editors and admins may replace or re-describe a stored file.
 */
type Route = { handler: string; config?: { policies?: unknown[] } };

export default (plugin: any) => {
  const routes: Route[] = plugin.routes['content-api'].routes;
  for (const route of routes) {
    if (route.handler === 'content-api.upload') {
      route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::upload-write'] };
    }
  }
  return plugin;
};
