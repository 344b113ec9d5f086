import { defineTexts } from '../define.ts';

// The customer area's frame: the account menu every customer page shows (SPEC §2 Customer area).
export const customerAreaTexts = defineTexts(
  {
    'customerArea.menu': 'Hesabım',
    'customerArea.page.account': 'Hesap Bilgilerim',
    'customerArea.page.orders': 'Siparişlerim',
    'customerArea.page.reviews': 'Değerlendirmelerim', // SPEC
    'customerArea.page.favourites': 'Favorilerim',
    'customerArea.page.addresses': 'Adreslerim', // SPEC
    'customerArea.page.pay': 'Cari Hesap Ödemesi',
    'customerArea.signOut': 'Çıkış Yap',
  },
  {
    'customerArea.menu': 'My Account',
    'customerArea.page.account': 'Account Settings',
    'customerArea.page.orders': 'My Orders',
    'customerArea.page.reviews': 'My Reviews',
    'customerArea.page.favourites': 'My Favourites',
    'customerArea.page.addresses': 'My Addresses',
    'customerArea.page.pay': 'Payment on Account',
    'customerArea.signOut': 'Sign out',
  },
);
