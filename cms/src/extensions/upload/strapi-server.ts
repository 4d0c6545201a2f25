import type { Core } from '@strapi/strapi';
import { ownFilesOnly, recordUploaders, UPLOADED_BY, type FileAction } from '../../access/own-uploads';
import { withRenditions } from '../../media/renditions';
import { withFocusKept } from '../../media/focus';

/**
 * Bulletin's changes to Strapi's upload plugin: its content-API upload route goes through the
 * `global::upload-write` policy, so only editors and admins may replace or re-describe a stored file; a file
 * brought in from WordPress remembers where it was there (`wordpressFile`, the path under wp-content/uploads,
 * private), so an import run again finds it instead of storing it twice; a file uploaded through the content API
 * remembers who uploaded it (`uploadedBy`, private), and a reporter lists and opens only their own files
 * (access/own-uploads.ts). Every image gets AVIF and WebP renditions and a social preview among its formats, and
 * keeps its focal point (`focus`), a replaced image too (media/renditions.ts, media/focus.ts,
 * docs/decisions/0036-image-renditions.md).
 */
type Route = { handler: string; config?: { policies?: unknown[] } };
type Factory<T> = (deps: { strapi: Core.Strapi }) => T;

export default (plugin: any) => {
  plugin.contentTypes.file.schema.attributes.wordpressFile = { type: 'string', private: true, configurable: false };
  plugin.contentTypes.file.schema.attributes[UPLOADED_BY] = { type: 'integer', private: true, configurable: false };
  plugin.contentTypes.file.schema.attributes.focus = { type: 'json', configurable: false };
  const images = plugin.services['image-manipulation'];
  plugin.services['image-manipulation'] = typeof images === 'function' ? (deps: unknown) => withRenditions(images(deps)) : withRenditions(images);
  const files = plugin.services.upload;
  plugin.services.upload = (deps: { strapi: Core.Strapi }) => withFocusKept(deps.strapi, files(deps));
  const routes: Route[] = plugin.routes['content-api'].routes;
  for (const route of routes) {
    if (route.handler === 'content-api.upload') {
      route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::upload-write'] };
    }
  }

  const contentApi: Factory<{ find: FileAction; findOne: FileAction }> = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = (deps: { strapi: Core.Strapi }) => {
    const base = contentApi(deps);
    return { ...base, ...ownFilesOnly(deps.strapi, { find: base.find.bind(base), findOne: base.findOne.bind(base) }) };
  };

  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (args: { strapi: Core.Strapi }) => {
    await bootstrap?.(args);
    recordUploaders(args.strapi);
  };
  return plugin;
};
