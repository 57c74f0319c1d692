import { createBrowserRouter } from 'react-router';
import { LayoutFallback, StandaloneFallback } from './layouts/layout-fallback';
import { MainLayout } from './layouts/main-layout';
import { RouteErrorPage } from './routes/route-error';

/**
 * Routes (docs/product.md#route-table). Pages load lazily (each `routes/x.tsx` exports `Component`)
 * so the landing page ships only what it needs.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <MainLayout />,
    hydrateFallbackElement: <LayoutFallback />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: 'auth', lazy: () => import('./routes/auth') },
      { path: 'signup', lazy: () => import('./routes/signup') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'instructions', lazy: () => import('./routes/instructions') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: 'redefine-password', lazy: () => import('./routes/redefine-password') },
      { path: 'terms-of-use', lazy: () => import('./routes/terms-of-use') },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
      { path: 'confirm-your-email', lazy: () => import('./routes/confirm-your-email') },
      { path: 'createstory', lazy: () => import('./routes/createstory') },
      { path: 'mystories', lazy: () => import('./routes/mystories') },
      { path: 'loadedstory', lazy: () => import('./routes/loadedstory') },
      { path: 'record', lazy: () => import('./routes/record') },
      { path: 'record-voice', lazy: () => import('./routes/record-voice') },
      { path: 'pdf-per-story', lazy: () => import('./routes/pdf-per-story') },
      { path: 'children', lazy: () => import('./routes/children') },
      { path: 'children/new', lazy: () => import('./routes/children-new') },
      { path: 'children/:childId', lazy: () => import('./routes/child-edit') },
      { path: 'purchase', lazy: () => import('./routes/purchase') },
      { path: 'checkout-success-page', lazy: () => import('./routes/checkout-success-page') },
      { path: 'checkout-error-page', lazy: () => import('./routes/checkout-error-page') },
      { path: 'checkout-book-error-page', lazy: () => import('./routes/checkout-book-error-page') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  {
    path: '/confirm/:code',
    hydrateFallbackElement: <StandaloneFallback />,
    errorElement: <RouteErrorPage />,
    lazy: () => import('./routes/confirm'),
  },
  {
    path: '/share/:uuid',
    errorElement: <RouteErrorPage />,
    lazy: () => import('./routes/share'),
  },
  {
    path: '/generatePdf',
    hydrateFallbackElement: <StandaloneFallback />,
    errorElement: <RouteErrorPage />,
    lazy: () => import('./routes/generate-pdf'),
  },
]);
