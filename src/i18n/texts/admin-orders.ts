import { defineTexts } from '../define.ts';

/** The staff's and the ERP's order actions (issue 17): why one is refused. */
export const adminOrderTexts = defineTexts(
  {
    'admin.apiKeyInvalid': 'API anahtarı geçersiz ya da iptal edilmiş.',
    'admin.invalid.filter': 'Listenin süzgeci geçersiz: {field}.',
    'admin.scopeNotAllowed': 'Bu API anahtarının yetkisi bu işleme yetmiyor (yazma yetkisi gerekir).',
    'adminOrder.notFound': '{orderNo} numaralı bir sipariş yok.',
    'adminOrder.cancelled': 'Sipariş iptal edilmiş; bu işlem yapılamaz.',
    'adminOrder.alreadyPaid': 'Bu siparişin ödemesi zaten alınmış.',
    'adminOrder.notAwaitingTransfer': 'Bu sipariş Havale/EFT ödemesi beklemiyor.',
    'adminOrder.reversing':
      'Siparişin kart ödemesi iade ediliyor (iptal sürüyor); sipariş kargoya verilemez ve yeniden iptal edilemez.',
    'adminOrder.notShipped': 'Siparişin tüm ürünleri kargoya verilmeden teslim edildi olarak işaretlenemez.',
    'adminOrder.alreadyDelivered': 'Sipariş zaten teslim edildi.',
    'adminOrder.shipped': 'Kargoya verilmiş bir sipariş iptal edilemez.',
    'adminOrder.noSuchLine': 'Siparişte {lines} ürün satırı var; {line}. satır yok.',
    'adminOrder.lineShipped': '{line}. satır başka bir kargo ya da takip numarasıyla gönderilmiş.',
    'adminOrder.allShipped': 'Siparişin tüm ürünleri başka bir takip numarasıyla kargoya verilmiş.',
    'adminOrder.invalid.carrier': 'Kargo firması tanınmadı; bilinen firmalar: {carriers}.',
    'adminOrder.invalid.trackingNumber': 'Takip numarası 6–30 harf ve rakamdan oluşmalı.',
    'adminOrder.invalid.note': 'Not boş olmamalı ve en fazla {max} karakter olmalı.',
    'adminOrder.invalid.filter': 'Sipariş listesinin süzgeci geçersiz: {field}.',
    'adminStock.refused': 'Stok listesi reddedildi, hiçbir şey yazılmadı: {n} sorun (problems alanında).',
  },
  {
    'admin.apiKeyInvalid': 'The API key is not valid or has been revoked.',
    'admin.invalid.filter': "The list's filter is not valid: {field}.",
    'admin.scopeNotAllowed': "This API key's scope does not allow this (it needs write).",
    'adminOrder.notFound': 'There is no order numbered {orderNo}.',
    'adminOrder.cancelled': 'The order is cancelled; this cannot be done.',
    'adminOrder.alreadyPaid': "This order's payment has been received already.",
    'adminOrder.notAwaitingTransfer': 'This order is not waiting for a bank transfer.',
    'adminOrder.reversing':
      "The order's card payment is being refunded (a cancellation is under way); it cannot be shipped or cancelled again.",
    'adminOrder.notShipped': 'An order cannot be marked delivered before all its products have shipped.',
    'adminOrder.alreadyDelivered': 'The order has been delivered already.',
    'adminOrder.shipped': 'An order that has shipped cannot be cancelled.',
    'adminOrder.noSuchLine': 'The order has {lines} product line(s); there is no line {line}.',
    'adminOrder.lineShipped': 'Line {line} has shipped with another carrier or tracking number.',
    'adminOrder.allShipped': "All the order's products have shipped with another tracking number.",
    'adminOrder.invalid.carrier': 'Unknown carrier; the known carriers are: {carriers}.',
    'adminOrder.invalid.trackingNumber': 'A tracking number has 6 to 30 letters and digits.',
    'adminOrder.invalid.note': 'A note must not be empty and has at most {max} characters.',
    'adminOrder.invalid.filter': "The order list's filter is not valid: {field}.",
    'adminStock.refused': 'The stock list was refused and nothing was written: {n} problem(s) (in problems).',
  },
);
