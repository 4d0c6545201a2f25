import qs from 'qs';
import { BadGatewayError } from './errors.js';
import { fromStrapiError } from './translate/strapi-error.js';

/**
 * The one way the adapters talk to Strapi: the caller's bearer token and address are forwarded so that
 * Strapi's own permissions, policies and rate limits decide; Strapi errors come back as typed HttpErrors.
 */
export type StrapiCall = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: object;
  body?: unknown;
  form?: FormData;
  token?: string | null;
  clientIp?: string;
};

export type StrapiClient = <T = unknown>(call: StrapiCall) => Promise<T>;

export function createStrapiClient(baseUrl: string, timeoutMs: number): StrapiClient {
  return async function strapi<T>(call: StrapiCall): Promise<T> {
    const search = call.query ? qs.stringify(call.query, { encodeValuesOnly: true, skipNulls: true }) : '';
    const url = `${baseUrl}/api${call.path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.clientIp) headers['x-forwarded-for'] = call.clientIp;
    let body: RequestInit['body'];
    if (call.form) body = call.form;
    else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    let response: Response;
    try {
      response = await fetch(url, { method: call.method ?? 'GET', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new BadGatewayError();
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) throw fromStrapiError(response.status, json);
    return json as T;
  };
}
