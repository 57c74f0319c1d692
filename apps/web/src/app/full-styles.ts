/** Every Mantine component's styles (layered); loaded after the first paint — see critical-styles.ts. */
import '@mantine/core/styles.layer.css';
