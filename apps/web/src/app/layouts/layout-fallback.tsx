import { Logo } from '../../components/logo';
import classes from './main-layout.module.css';

/**
 * What shows while the first page's code loads (the router's HydrateFallback): the header band,
 * so the page does not jump when the real layout arrives.
 */
export function LayoutFallback() {
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <span className={classes.logoLink}>
            <Logo color="#ffffff" />
          </span>
        </div>
      </header>
      <main id="main" className={classes.main} />
    </div>
  );
}

/** The same for pages outside the main layout (the e-mail confirmation link): the night sky. */
export function StandaloneFallback() {
  return <main id="main" style={{ minHeight: '100dvh', background: '#14183c' }} />;
}
