import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendHtml } from '../purchases/html-page';
import { PRINT_LAB_PATH, type PrintLab } from './lab';
import { listJobs } from './lab-repository';
import { isLabAction } from './lab-statuses';
import type { OperatorAccess } from './operator-access';
import { renderOperatorSignIn, renderPrintLabPage } from './page';

type ActParams = { Params: { id: string }; Body: Record<string, string | undefined> };

const NOTICES: Record<string, string> = {
  expired: 'That form was not one of this page’s: nothing changed. Press the button again here.',
  moved: 'That job had already moved on; here is where it is now.',
};
const WRONG_TOKEN = 'That is not the operator token: nothing is shown.';
const CROSS_SITE = 'A request from another site: nothing changed.';

/**
 * The /print-lab page and its buttons, for the operator only (operator-access.ts): anyone else
 * gets the sign-in form and nothing else, and a post another site made the browser send is
 * refused before anything is read. A button also posts the job's form token (the page is outside
 * /api, beyond the CSRF check), like the test checkout's Pay; the answer is the page again.
 */
export const labPageRoutes: FastifyPluginAsync<{
  lab: PrintLab;
  clock: 'auto' | 'manual';
  access: OperatorAccess;
}> = async (app, { lab, clock, access }) => {
  const page = async (notice?: string) => {
    const { rows } = await listJobs(lab.db, { limit: 100, offset: 0 });
    return renderPrintLabPage(
      rows.map((row) => lab.present(row)),
      { clock, formToken: lab.formToken, notice },
    );
  };
  const stranger = (reply: FastifyReply, notice?: string) =>
    sendHtml(reply.header('cache-control', 'no-store'), 401, renderOperatorSignIn(notice));

  app.get<{ Querystring: { notice?: string } }>(PRINT_LAB_PATH, async (request, reply) => {
    if (!access.isOperator(request)) return stranger(reply);
    reply.header('cache-control', 'no-store');
    return sendHtml(reply, 200, await page(NOTICES[request.query.notice ?? '']));
  });

  app.post<ActParams>(`${PRINT_LAB_PATH}/sign-in`, async (request, reply) => {
    if (access.isCrossSite(request)) return sendHtml(reply, 403, renderOperatorSignIn(CROSS_SITE));
    if (!access.isToken(request.body?.token)) return stranger(reply, WRONG_TOKEN);
    access.signIn(reply);
    return reply.redirect(PRINT_LAB_PATH, 303);
  });

  app.post<ActParams>(`${PRINT_LAB_PATH}/jobs/:id/act`, async (request, reply) => {
    if (access.isCrossSite(request)) return sendHtml(reply, 403, renderOperatorSignIn(CROSS_SITE));
    if (!access.isOperator(request)) return stranger(reply);
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const action = request.body?.action ?? '';
    if (!lab.isValidFormToken(id, request.body?.token))
      return sendHtml(reply, 403, await page(NOTICES.expired));
    if (!isLabAction(action)) return reply.code(400).send({ detail: 'Unknown action.' });
    const result = await lab.act(id, action);
    if (result.kind === 'not_found') return reply.code(404).send({ detail: 'Not found.' });
    const notice = result.kind === 'not_allowed' ? '?notice=moved' : '';
    return reply.redirect(`${PRINT_LAB_PATH}${notice}#job-${id}`, 303);
  });
};
