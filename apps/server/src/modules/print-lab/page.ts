import { escapeHtml, htmlPage } from '../purchases/html-page';
import type { presentJob } from './lab-present';
import { actionPath, LAB_ACTIONS, type LabAction } from './lab-statuses';
import { PRINT_LAB_PATH } from './lab';

type Job = ReturnType<typeof presentJob>;

const testModeBadge = '<p class="badge" role="note">Test mode</p>';
const text = (value: unknown) =>
  escapeHtml(value === null || value === undefined ? '—' : String(value));

function jobCard(job: Job, formToken: string) {
  const item: Record<string, unknown> = job.line_items[0] ?? {};
  const address = job.shipping_address;
  const tracking = [item.tracking_id, item.carrier_name].filter(Boolean).join(' · ') || '—';
  const actions = (Object.keys(LAB_ACTIONS) as LabAction[]).filter((a) =>
    actionPath(a, job.status.name),
  );
  const buttons = actions
    .map(
      (action, i) =>
        `<button type="submit" name="action" value="${action}" class="${i === 0 ? 'primary' : 'secondary'}">${escapeHtml(LAB_ACTIONS[action].label)}</button>`,
    )
    .join('\n    ');
  return `<section class="card" id="job-${job.id}" aria-labelledby="job-${job.id}-title">
<h2 id="job-${job.id}-title">Print job ${job.id}</h2>
<dl>
  <dt>Status</dt><dd>${text(job.status.name)}</dd>
  <dt>External id</dt><dd>${text(job.external_id)}</dd>
  <dt>Title</dt><dd>${text(item.title)}</dd>
  <dt>Pages</dt><dd>${text(item.page_count)}</dd>
  <dt>Quantity</dt><dd>${text(item.quantity)}</dd>
  <dt>Ship to</dt><dd>${text(`${String(address.city ?? '')}, ${String(address.country_code ?? '')}`)}</dd>
  <dt>Shipping</dt><dd>${text(job.shipping_level)}</dd>
  <dt>Tracking</dt><dd>${escapeHtml(tracking)}</dd>
</dl>
<p class="muted">${text(job.status.message)}</p>
${
  actions.length
    ? `<form method="post" action="${PRINT_LAB_PATH}/jobs/${job.id}/act">
  <input type="hidden" name="token" value="${escapeHtml(formToken)}">
  <div class="actions">
    ${buttons}
  </div>
</form>`
    : ''
}
</section>`;
}

/**
 * The print lab's page (docs/decisions/024): clearly marked "Test mode", the jobs newest first
 * with the moves a printer would make. Plain HTML forms; it works without scripts.
 */
export function renderPrintLabPage(
  jobs: Job[],
  options: { clock: 'auto' | 'manual'; formToken: (jobId: number) => string; notice?: string },
) {
  const clock =
    options.clock === 'auto'
      ? 'Jobs also move on by themselves: into production when their cancel window ends, then shipped and delivered a few minutes apart.'
      : 'Jobs move on only when a button here (or a test) moves them.';
  const intro = `<div class="card">
${testModeBadge}
<h1>Print lab</h1>
<p class="muted">A stand-in for the printer while no Lulu keys are configured: it checks the print files and keeps the print jobs, but nothing is printed or shipped. ${clock}</p>
${options.notice ? `<p class="alert" role="alert">${escapeHtml(options.notice)}</p>` : ''}
${jobs.length ? '' : '<p>No print jobs yet. They appear here once an order is sent to print.</p>'}
</div>`;
  const cards = jobs.map((job) => jobCard(job, options.formToken(job.id))).join('\n');
  return htmlPage(
    'Print lab',
    `${intro}\n${cards}\n<footer>Starry Night Story · print lab</footer>`,
  );
}

/**
 * What anyone without the operator token sees at /print-lab: no job, no order, no form token;
 * only where the operator's token is and a field to give it.
 */
export function renderOperatorSignIn(notice?: string) {
  return htmlPage(
    'Print lab',
    `<div class="card">
${testModeBadge}
<h1>Print lab</h1>
<p class="muted">The print lab is for the site's operator. Enter the operator token (the file print-lab-token in the server's data folder) to see the print jobs.</p>
${notice ? `<p class="alert" role="alert">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${PRINT_LAB_PATH}/sign-in">
  <label for="operator-token">Operator token</label>
  <input id="operator-token" name="token" type="password" autocomplete="off" required>
  <div class="actions"><button type="submit" class="primary">Open the print lab</button></div>
</form>
</div>
<footer>Starry Night Story · print lab</footer>`,
  );
}
