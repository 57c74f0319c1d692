/**
 * Every Mantine component's styles (the layered build). The landing page paints without them
 * (see app/critical-styles.ts); any module that renders components beyond that set imports this
 * file, so its chunk waits for the stylesheet and never shows unstyled.
 */
import '@mantine/core/styles.layer.css';
