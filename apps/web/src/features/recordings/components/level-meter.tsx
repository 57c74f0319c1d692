import classes from './recordings.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** How loud the microphone is, as a bar (a meter for screen readers, in per cent). */
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const t = useT();
  const percent = Math.round(level * 100);
  return (
    <div
      className={classes.meter}
      role="meter"
      aria-label={t('record.meter')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-active={active || undefined}
    >
      <div className={classes.meterFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
