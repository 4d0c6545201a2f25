/**
 * Bulletin's changes to Strapi's upload plugin: its content-API upload route goes through the
 * `global::upload-write` policy, so only editors and admins may replace or re-describe a stored file; and a
 * file brought in from WordPress remembers where it was there (`wordpressFile`, the path under
 * wp-content/uploads, private), so an import run again finds it instead of storing it twice.
 */
type Route = { handler: string; config?: { policies?: unknown[] } };

export default (plugin: any) => {
  plugin.contentTypes.file.schema.attributes.wordpressFile = { type: 'string', private: true, configurable: false };
  const routes: Route[] = plugin.routes['content-api'].routes;
  for (const route of routes) {
    if (route.handler === 'content-api.upload') {
      route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::upload-write'] };
    }
  }
  return plugin;
};
