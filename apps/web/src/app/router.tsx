import { createBrowserRouter } from 'react-router';
import { LayoutFallback, StandaloneFallback } from './layouts/layout-fallback';
import { landingPage, page } from './load-page';
import { MainLayout } from './layouts/main-layout';
import { RouteErrorPage } from './routes/route-error';

/**
 * Routes (docs/product.md#route-table). Pages load lazily (each `routes/x.tsx` exports `Component`)
 * so the landing page ships only what it needs, and give up after 120 s (`load-page.ts`).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <MainLayout />,
    hydrateFallbackElement: <LayoutFallback />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: landingPage(() => import('./routes/landing')) },
      { path: 'auth', lazy: page(() => import('./routes/auth')) },
      { path: 'signup', lazy: page(() => import('./routes/signup')) },
      { path: 'about', lazy: page(() => import('./routes/about')) },
      { path: 'instructions', lazy: page(() => import('./routes/instructions')) },
      { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
      { path: 'redefine-password', lazy: page(() => import('./routes/redefine-password')) },
      { path: 'terms-of-use', lazy: page(() => import('./routes/terms-of-use')) },
      { path: 'privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
      { path: 'confirm-your-email', lazy: page(() => import('./routes/confirm-your-email')) },
      { path: 'createstory', lazy: page(() => import('./routes/createstory')) },
      { path: 'mystories', lazy: page(() => import('./routes/mystories')) },
      { path: 'loadedstory', lazy: page(() => import('./routes/loadedstory')) },
      { path: 'record', lazy: page(() => import('./routes/record')) },
      { path: 'record-voice', lazy: page(() => import('./routes/record-voice')) },
      { path: 'pdf-per-story', lazy: page(() => import('./routes/pdf-per-story')) },
      { path: 'children', lazy: page(() => import('./routes/children')) },
      { path: 'children/new', lazy: page(() => import('./routes/children-new')) },
      { path: 'children/:childId', lazy: page(() => import('./routes/child-edit')) },
      { path: 'purchase', lazy: page(() => import('./routes/purchase')) },
      { path: 'checkout-success-page', lazy: page(() => import('./routes/checkout-success-page')) },
      { path: 'checkout-error-page', lazy: page(() => import('./routes/checkout-error-page')) },
      { path: 'merged-books', lazy: page(() => import('./routes/merged-books')) },
      { path: 'print-book', lazy: page(() => import('./routes/print-book')) },
      { path: 'print-orders', lazy: page(() => import('./routes/print-orders')) },
      {
        path: 'checkout-book-success-page',
        lazy: page(() => import('./routes/checkout-book-success-page')),
      },
      {
        path: 'checkout-book-error-page',
        lazy: page(() => import('./routes/checkout-book-error-page')),
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
  {
    path: '/confirm/:code',
    hydrateFallbackElement: <StandaloneFallback />,
    errorElement: <RouteErrorPage />,
    lazy: page(() => import('./routes/confirm')),
  },
  {
    path: '/share/:uuid',
    errorElement: <RouteErrorPage />,
    lazy: page(() => import('./routes/share')),
  },
  {
    path: '/generatePdf',
    hydrateFallbackElement: <StandaloneFallback />,
    errorElement: <RouteErrorPage />,
    lazy: page(() => import('./routes/generate-pdf')),
  },
]);
