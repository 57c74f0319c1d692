import type { FastifyPluginAsync } from 'fastify';
import { sendHtml } from '../purchases/html-page';
import { PRINT_LAB_PATH, type PrintLab } from './lab';
import { listJobs } from './lab-repository';
import { isLabAction } from './lab-statuses';
import { renderPrintLabPage } from './page';

type ActParams = { Params: { id: string }; Body: Record<string, string | undefined> };

const NOTICES: Record<string, string> = {
  expired: 'That form was not one of this page’s: nothing changed. Press the button again here.',
  moved: 'That job had already moved on; here is where it is now.',
};

/**
 * The /print-lab page and its buttons. A button posts the job's form token (the page is outside
 * /api, beyond the CSRF check), like the test checkout's Pay; the answer is the page again.
 */
export const labPageRoutes: FastifyPluginAsync<{
  lab: PrintLab;
  clock: 'auto' | 'manual';
}> = async (app, { lab, clock }) => {
  app.get<{ Querystring: { notice?: string } }>(PRINT_LAB_PATH, async (request, reply) => {
    const { rows } = await listJobs(lab.db, { limit: 100, offset: 0 });
    const page = renderPrintLabPage(
      rows.map((row) => lab.present(row)),
      { clock, formToken: lab.formToken, notice: NOTICES[request.query.notice ?? ''] },
    );
    return sendHtml(reply, 200, page);
  });

  app.post<ActParams>(`${PRINT_LAB_PATH}/jobs/:id/act`, async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const action = request.body?.action ?? '';
    if (!lab.isValidFormToken(id, request.body?.token)) {
      const { rows } = await listJobs(lab.db, { limit: 100, offset: 0 });
      const page = renderPrintLabPage(
        rows.map((row) => lab.present(row)),
        { clock, formToken: lab.formToken, notice: NOTICES.expired },
      );
      return sendHtml(reply, 403, page);
    }
    if (!isLabAction(action)) return reply.code(400).send({ detail: 'Unknown action.' });
    const result = await lab.act(id, action);
    if (result.kind === 'not_found') return reply.code(404).send({ detail: 'Not found.' });
    const notice = result.kind === 'not_allowed' ? '?notice=moved' : '';
    return reply.redirect(`${PRINT_LAB_PATH}${notice}#job-${id}`, 303);
  });
};
