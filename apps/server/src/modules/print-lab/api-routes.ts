import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../lib/tokens';
import { TOKEN_PATH } from '../../providers/print/lulu-http';
import { casewrapCoverInches, inUnit, type CoverUnit } from './cover-dimensions';
import type { PrintLab } from './lab';
import { costCalculationJson, shippingOptionsJson } from './lab-present';
import {
  listWebhooks,
  deleteWebhook,
  insertWebhook,
  listJobs,
  updateWebhook,
  type WebhookRow,
} from './lab-repository';
import {
  parseCostCalculationRequest,
  parsePrintJobRequest,
  parseShippingOptionsRequest,
  type FieldErrors,
} from './lab-requests';
import { STATUS_TOPIC } from './lab-webhooks';
import { parsePodPackage } from './pod-package';

type IdParams = { Params: { id: string } };
type Body = Record<string, unknown>;

const REQUIRED = ['This field is required.'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const body = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Body)
    : {};
const badRequest = (reply: FastifyReply, errors: FieldErrors | string[]) =>
  reply.code(400).send(errors);
const notFound = (reply: FastifyReply) => reply.code(404).send({ detail: 'Not found.' });
const jobId = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : 0);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const presentWebhook = (row: WebhookRow) => ({
  id: row.id,
  url: row.url,
  topics: row.topics,
  is_active: row.isActive,
});

function parseTopics(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value.every((t) => t === STATUS_TOPIC) ? [STATUS_TOPIC] : undefined;
}

/**
 * The lab's Print API: Lulu's paths, methods and JSON shapes (openapi_public.yml), mounted under
 * /print-lab/api. Every call but the token and shipping options needs the lab's bearer token.
 */
export const labApiRoutes: FastifyPluginAsync<{ lab: PrintLab }> = async (app, { lab }) => {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.routeOptions.url ?? '';
    if (path.endsWith(TOKEN_PATH) || path.endsWith('/shipping-options')) return;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    if (!token)
      return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
    if (!lab.tokens.isValid(token))
      return reply.code(401).send({ detail: 'Given token not valid for any token type' });
  });

  app.post(TOKEN_PATH, async (request, reply) => {
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const [key = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(/:(.*)/s);
    const known =
      safeEqual(key, lab.credentials.clientKey) && safeEqual(secret, lab.credentials.clientSecret);
    if (!known)
      return reply
        .code(401)
        .send({ error: 'unauthorized_client', error_description: 'Invalid client credentials' });
    if (body(request).grant_type !== 'client_credentials')
      return badRequest(reply, { grant_type: ['Only client_credentials is supported.'] });
    const { token, expiresIn } = lab.tokens.issue();
    return {
      access_token: token,
      expires_in: expiresIn,
      refresh_expires_in: 0,
      token_type: 'bearer',
      'not-before-policy': 0,
      scope: '',
    };
  });

  app.post('/shipping-options', async (request, reply) => {
    const parsed = parseShippingOptionsRequest(request.body);
    if (!parsed.ok) return badRequest(reply, parsed.errors);
    return shippingOptionsJson(parsed.value.items, parsed.value.country, new Date());
  });

  app.post('/print-job-cost-calculations', async (request, reply) => {
    const parsed = parseCostCalculationRequest(request.body);
    if (!parsed.ok) return badRequest(reply, parsed.errors);
    const { items, address, level } = parsed.value;
    return reply.code(201).send(costCalculationJson(items, address, level));
  });

  app.post('/cover-dimensions', async (request, reply) => {
    const input = body(request);
    const errors: FieldErrors = {};
    const pkg =
      typeof input.pod_package_id === 'string' ? parsePodPackage(input.pod_package_id) : undefined;
    if (!pkg)
      errors.pod_package_id = input.pod_package_id ? ['Not a valid pod_package_id.'] : REQUIRED;
    else if (pkg.binding !== 'CW')
      errors.pod_package_id = ['The print lab prints casewrap (CW) books only.'];
    const pages = Number(input.interior_page_count);
    const unit = (input.unit ?? 'pt') as CoverUnit;
    if (!['pt', 'mm', 'inch'].includes(unit)) errors.unit = ['Choose pt, mm or inch.'];
    const cover = pkg && Number.isInteger(pages) ? casewrapCoverInches(pkg, pages) : undefined;
    if (!cover && !errors.pod_package_id)
      errors.interior_page_count = ['A casewrap book has 24 to 800 pages.'];
    if (Object.keys(errors).length || !cover) return badRequest(reply, errors);
    return reply
      .code(201)
      .send({ width: inUnit(cover.width, unit), height: inUnit(cover.height, unit), unit });
  });

  for (const kind of ['interior', 'cover'] as const) {
    app.post(`/validate-${kind}`, async (request, reply) => {
      const input = body(request);
      const errors: FieldErrors = {};
      if (!isHttpUrl(input.source_url))
        errors.source_url = input.source_url ? ['Enter a valid URL.'] : REQUIRED;
      const pkg =
        typeof input.pod_package_id === 'string'
          ? parsePodPackage(input.pod_package_id)
          : undefined;
      if (!pkg)
        errors.pod_package_id = input.pod_package_id
          ? ['Not a valid pod_package_id.']
          : ['The print lab needs the pod_package_id to check a file.'];
      const pages = Number(input.interior_page_count);
      if (kind === 'cover' && !(Number.isInteger(pages) && pages > 0))
        errors.interior_page_count = REQUIRED;
      if (Object.keys(errors).length || !pkg || !isHttpUrl(input.source_url))
        return badRequest(reply, errors);
      const echo = {
        pod_package_id: input.pod_package_id,
        ...(kind === 'cover' ? { interior_page_count: pages } : {}),
      };
      const file =
        kind === 'interior'
          ? { kind, sourceUrl: input.source_url, pkg }
          : { kind, sourceUrl: input.source_url, pkg, interiorPageCount: pages };
      return reply.code(201).send(await lab.startValidation(file, echo));
    });

    app.get<IdParams>(`/validate-${kind}/:id`, async (request, reply) => {
      const found = await lab.findValidation(kind, jobId(request.params.id));
      return found ?? notFound(reply);
    });
  }

  app.get<{ Querystring: Record<string, string | undefined> }>('/print-jobs', async (request) => {
    const q = request.query;
    const page = Math.max(1, Number.parseInt(q.page ?? '1', 10) || 1);
    const pageSize = Math.min(1000, Math.max(1, Number.parseInt(q.page_size ?? '100', 10) || 100));
    const { rows, total } = await listJobs(lab.db, {
      search: q.search?.trim() || undefined,
      externalId: q.external_id,
      status: q.status,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const link = (n: number) => {
      const params = new URLSearchParams({
        ...(q as Record<string, string>),
        page: String(n),
        page_size: String(pageSize),
      });
      return `${request.protocol}://${request.host}${request.url.split('?')[0]}?${params}`;
    };
    return {
      count: total,
      next: page * pageSize < total ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: rows.map((row) => lab.present(row)),
    };
  });

  app.post('/print-jobs', async (request, reply) => {
    const parsed = parsePrintJobRequest(request.body);
    if (!parsed.ok) return badRequest(reply, parsed.errors);
    return reply.code(201).send(await lab.createJob(parsed.value));
  });

  app.get<IdParams>('/print-jobs/:id', async (request, reply) => {
    return (await lab.getJob(jobId(request.params.id))) ?? notFound(reply);
  });

  app.get<IdParams>('/print-jobs/:id/status', async (request, reply) => {
    const job = await lab.getJob(jobId(request.params.id));
    return job ? job.status : notFound(reply);
  });

  app.put<IdParams>('/print-jobs/:id/status', async (request, reply) => {
    if (body(request).name !== 'CANCELED')
      return badRequest(reply, { name: ['Only CANCELED can be requested.'] });
    const result = await lab.cancelJob(jobId(request.params.id));
    if (result.kind === 'not_found') return notFound(reply);
    if (result.kind === 'not_allowed')
      return badRequest(reply, [`Invalid transition from ${result.status} to CANCELED requested`]);
    return result.job.status;
  });

  app.get('/webhooks', async () => {
    const rows = await listWebhooks(lab.db);
    return { count: rows.length, next: null, previous: null, results: rows.map(presentWebhook) };
  });

  app.post('/webhooks', async (request, reply) => {
    const input = body(request);
    const errors: FieldErrors = {};
    if (!isHttpUrl(input.url)) errors.url = ['Enter a valid URL.'];
    const topics = parseTopics(input.topics);
    if (!topics) errors.topics = ['No matching enum type.'];
    if (Object.keys(errors).length || !topics || !isHttpUrl(input.url))
      return badRequest(reply, errors);
    const row = await insertWebhook(lab.db, input.url, topics);
    if (!row) return badRequest(reply, { url: ['Webhook with this url already exists.'] });
    return reply.code(201).send(presentWebhook(row));
  });

  app.get<IdParams>('/webhooks/:id', async (request, reply) => {
    if (!UUID.test(request.params.id)) return notFound(reply);
    const row = (await listWebhooks(lab.db)).find((w) => w.id === request.params.id);
    return row ? presentWebhook(row) : notFound(reply);
  });

  app.patch<IdParams>('/webhooks/:id', async (request, reply) => {
    if (!UUID.test(request.params.id)) return notFound(reply);
    const input = body(request);
    const changes: Partial<Pick<WebhookRow, 'url' | 'topics' | 'isActive'>> = {};
    const errors: FieldErrors = {};
    if (input.url !== undefined) {
      if (isHttpUrl(input.url)) changes.url = input.url;
      else errors.url = ['Enter a valid URL.'];
    }
    if (input.topics !== undefined) {
      const topics = parseTopics(input.topics);
      if (topics) changes.topics = topics;
      else errors.topics = ['No matching enum type.'];
    }
    if (input.is_active !== undefined) {
      if (typeof input.is_active === 'boolean') changes.isActive = input.is_active;
      else errors.is_active = ['Must be a valid boolean.'];
    }
    if (Object.keys(errors).length) return badRequest(reply, errors);
    const row = await updateWebhook(lab.db, request.params.id, changes);
    return row ? presentWebhook(row) : notFound(reply);
  });

  app.delete<IdParams>('/webhooks/:id', async (request, reply) => {
    if (!UUID.test(request.params.id) || !(await deleteWebhook(lab.db, request.params.id)))
      return notFound(reply);
    return reply.code(204).send();
  });
};
