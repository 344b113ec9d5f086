import { defineTexts } from '../define.ts';

/**
 * The KVKK aydınlatma metni's name and the sentence that links it where personal data is collected
 * (the registration form). The notice itself is in kvkk-notice.ts: the KVKK page alone reads it, so it
 * stays out of the texts every page carries for its islands.
 */
export const kvkkTexts = defineTexts(
  {
    'kvkk.title': 'KVKK Aydınlatma Metni',
    'kvkk.registerNotice':
      'Kişisel verileriniz, üyeliğinizin oluşturulması ve siparişlerinizin yerine getirilmesi amacıyla {link} kapsamında işlenir.',
  },
  {
    'kvkk.title': 'Personal Data Notice (KVKK)',
    'kvkk.registerNotice':
      'Your personal data is processed to create your membership and fulfil your orders as described in the {link}.',
  },
);
