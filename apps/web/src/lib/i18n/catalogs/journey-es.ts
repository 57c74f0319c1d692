import type { consentEn } from './consent-en';
import type { sharedEn } from './shared-en';

/**
 * La primera noche de una familia, en español (de tú, como el resto del catálogo): the words shared
 * by the pages and the cookies'. The landing page's own are in `first-es.ts`.
 */
export const journeyEs: Record<keyof typeof sharedEn | keyof typeof consentEn, string> = {
  'common.tryAgain': 'Intentar de nuevo',
  'common.cancel': 'Cancelar',
  'common.confirm': 'Confirmar',
  'common.buyCredits': 'Comprar créditos',
  'common.myStories': 'Mis cuentos',
  'common.somethingWrong': 'Algo ha salido mal.',
  'common.credits': '{n, plural, one {# crédito} other {# créditos}}',
  'common.free': 'Gratis',
  'common.storyTitle': 'El cuento de {hero}',
  'common.atMost': 'Como máximo {max} caracteres',
  'notFound.title': 'No encontramos esta página',
  'notFound.text': 'Esta página se ha ido al país de los sueños. Te llevamos de vuelta.',

  'consent.region': 'Consentimiento de cookies',
  'consent.bannerText':
    'Usamos cookies esenciales para mantener tu sesión iniciada. Con tu permiso, también usaríamos cookies de analítica, de marketing y de funcionalidad.',
  'consent.readPolicy': 'Lee nuestra Política de privacidad',
  'consent.rejectAll': 'Rechazar todas',
  'consent.customize': 'Personalizar',
  'consent.acceptAll': 'Aceptar todas',
  'consent.preferencesTitle': 'Preferencias de cookies',
  'consent.preferencesLead':
    'Elige qué cookies podemos usar. Las esenciales están siempre activas; las demás, solo con tu permiso.',
  'consent.essentialLabel': 'Cookies esenciales',
  'consent.essentialText': 'Mantienen tu sesión, protegen tu cuenta y recuerdan esta elección.',
  'consent.alwaysEnabled': 'Siempre activas',
  'consent.analyticsLabel': 'Cookies de analítica',
  'consent.analyticsText':
    'Cuentan las visitas y nos dicen qué páginas ayudan, para que los cuentos sean cada vez mejores.',
  'consent.marketingLabel': 'Cookies de marketing',
  'consent.marketingText':
    'Miden nuestros anuncios y te muestran otros que te interesen en otros sitios.',
  'consent.functionalityLabel': 'Cookies de funcionalidad',
  'consent.functionalityText': 'Recuerdan pequeñas preferencias de una visita a otra.',
  'consent.savePreferences': 'Guardar preferencias',
  'consent.settingsTitle': 'Configuración de cookies',
  'consent.checking': 'Comprobando tu configuración de cookies',
  'consent.noConsent': 'No has dado tu consentimiento a las cookies',
  'consent.essential': 'Esenciales',
  'consent.analytics': 'Analítica',
  'consent.marketing': 'Marketing',
  'consent.functionality': 'Funcionalidad',
  'consent.enabled': 'Activadas',
  'consent.disabled': 'Desactivadas',
  'consent.given': 'Consentimiento dado',
  'consent.updated': 'Última actualización',
  'consent.version': 'Versión de la política',
  'consent.change': 'Cambiar preferencias',
  'consent.reset': 'Restablecer consentimiento',
  'consent.set': 'Elegir preferencias',

  'signedIn.title': 'Ya has iniciado sesión',
  'signedIn.going': 'Te llevamos al inicio…',
};
