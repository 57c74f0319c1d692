import type { recordingsEn } from './recordings-en';

/** Un cuento leído con la voz de la familia: grabarlo, invitar a alguien y escucharlo. */
export const recordingsEs: Record<keyof typeof recordingsEn, string> = {
  'record.docTitle': 'Léelo con tu propia voz',
  'record.title': 'Léelo con tu propia voz',
  'record.subtitle':
    'Lee el cuento en voz alta de una vez y toca la pantalla al terminar cada frase; luego sonará con las palabras iluminándose, como la narración.',
  'record.privacy':
    'Las grabaciones se guardan en privado con este cuento: solo tú puedes escucharlas. Se borran con el cuento (o con tu cuenta) y nunca se usan para nada más.',
  'record.free': 'Grabar es gratis: no cuesta créditos.',
  'record.openFailed': 'No hemos podido abrir este cuento',
  'record.who': '¿Quién lee?',
  'record.whoHint': 'Quien escuche verá «Leído por…» con este nombre.',
  'record.whoPlaceholder': 'La abuela',
  'record.start': 'Empezar a grabar',
  'record.yourVoices': 'Tus voces para este cuento',
  'record.saved': 'guardada',
  'record.progress': '{done} de {total} frases',
  'record.delete': 'Borrar {voice}',
  'record.meter': 'Nivel del micrófono',
  'invitee.docTitle': 'Lee en voz alta un cuento para dormir',
  'invitee.title': 'Lee en voz alta un cuento para dormir',
  'invitee.incomplete': 'Este enlace no está completo',
  'invitee.invalid':
    'Este enlace para grabar ha caducado o se ha retirado. Pide un enlace nuevo, por favor.',
  'invitee.thanks': '¡Gracias! Tu lectura está guardada.',
  'invitee.savedText':
    'La familia ya puede escuchar el cuento ({voice}). Este enlace ya se ha usado: para volver a grabar, pide un enlace nuevo.',
  'invitee.intro':
    'Te han invitado a leer en voz alta un cuento para dormir. Pulsa Grabar una vez y lee; cuando termines una frase, toca Frase siguiente (o pulsa la barra espaciadora) y se iluminará la siguiente. Puedes hacer pausas y volver a grabar cualquier frase.',
  'invitee.privacy':
    'Tu grabación se guarda en privado con este cuento para la familia que te ha invitado, se borra con él y nunca se usa para nada más. Es gratis.',
  'voicePlayer.opening': 'Abriendo la grabación…',
  'voicePlayer.pause': 'Pausa',
  'voicePlayer.play': 'Reproducir: {voice}',
  'voicePlayer.previous': 'Frase anterior',
  'voicePlayer.next': 'Frase siguiente',
  'voicePlayer.position': 'Frase {n} de {total}',
  'voicePlayer.failed':
    'No hemos podido reproducir esta grabación aquí. Vuelve a cargar la página e inténtalo de nuevo.',
};
