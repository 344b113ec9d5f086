import { defineTexts } from '../define.ts';

/**
 * The catalog import's report (issue 16): one sentence per problem key of
 * src/domain/catalog-import/import-problem.ts, and the line that names where it is. Only the
 * import command reads them (a server-only section).
 */
export const catalogImportTexts = defineTexts(
  {
    'catalogImport.file': 'Dosya: {message}',
    'catalogImport.row': 'Satır {row}: {message}',
    'catalogImport.column': 'Satır {row}, {column} sütunu: {message}',
    'catalogImport.cell': 'Satır {row}, {column} sütunu ("{value}"): {message}',
    'catalogImport.error': 'Hata',
    'catalogImport.warning': 'Uyarı',
    'catalogImport.fileNotFound': 'dosya bulunamadı.',
    'catalogImport.fileTooLarge': 'dosya {size} MB; en çok {limit} MB olabilir. Dosyayı bölerek yükleyin.',
    'catalogImport.notSpreadsheet':
      'bu bir tablo dosyası değil. Excel (.xlsx) ya da CSV dosyası yükleyin; eski .xls dosyalarını Excel’de "Farklı Kaydet" ile .xlsx olarak kaydedin.',
    'catalogImport.emptyFile': 'dosyada başlık satırı yok.',
    'catalogImport.brokenCsv':
      'CSV bu satırda bozuk: burada açılan bir tırnak (") kapanmamış. Hücreyi tırnakla kapatın ya da tırnağı silin.',
    'catalogImport.missingColumn': 'zorunlu sütun eksik: {column}.',
    'catalogImport.duplicateColumn': 'bu sütun başlığı ikinci kez yazılmış ({position}. sütun).',
    'catalogImport.unknownColumn': 'bilinmeyen sütun; okunmadı.',
    'catalogImport.unreadableText':
      'okunamayan karakterler var. Dosya UTF-8 ya da Windows-1254 (Türkçe) değil; Excel’de "CSV UTF-8" olarak kaydedin.',
    'catalogImport.codeRequired': 'stok kodu boş.',
    'catalogImport.nameRequired': 'ürünün ilk satırında ürün adı zorunludur.',
    'catalogImport.priceRequired': 'fiyat boş.',
    'catalogImport.notNumber': 'sayı değil (bu dosyada ondalık ayırıcı: "{separator}").',
    'catalogImport.negative': 'eksi olamaz.',
    'catalogImport.notPositive': 'sıfırdan büyük olmalı.',
    'catalogImport.priceRounded': 'iki ondalık basamağa yuvarlandı: {amount}.',
    'catalogImport.invalidTaxRate': 'KDV oranı 0 ile 100 arasında bir yüzde olmalı.',
    'catalogImport.unknownCurrency': 'bilinmeyen para birimi; TRY (TL), USD ya da EUR yazın.',
    'catalogImport.invalidFlag': '1 ya da 0 (evet ya da hayır) olmalı.',
    'catalogImport.invalidBarcode':
      'geçerli bir EAN-13 barkodu değil (13 rakam, son rakam kontrol basamağı).',
    'catalogImport.invalidWarehouses': 'depo stokları "Merkez=120|Ankara=30" biçiminde olmalı.',
    'catalogImport.stockSumMismatch': 'stok, depo stoklarının toplamına eşit değil.',
    'catalogImport.invalidVariant': 'varyant "Renk=Mavi|Beden=M" biçiminde, bir ile üç boyut olmalı.',
    'catalogImport.invalidImageName': 'görsel adı klasör içeremez: {name}.',
    'catalogImport.fieldConflict':
      'ürünün {firstRow}. satırdaki değeriyle aynı değil; aynı yazın ya da boş bırakın.',
    'catalogImport.multiplierMissing': '{unit} biriminin çarpanı boş; ana birimden kaç tane olduğunu yazın.',
    'catalogImport.duplicateUnit': 'bu birim ürünün {firstRow}. satırında da var.',
    'catalogImport.multipleDefaultUnits': 'üründe birden çok varsayılan birim işaretli.',
    'catalogImport.duplicateBarcode': 'bu barkod {firstRow}. satırda ({firstCode}) da var.',
    'catalogImport.variantWithoutParent': 'varyantı olan ürünün ana ürün kodu boş.',
    'catalogImport.parentWithoutVariant': 'ana ürün kodu olan ürünün varyantı boş.',
    'catalogImport.ownParent': 'ürün kendi ana ürünü olamaz.',
    'catalogImport.unknownParent': 'ana ürün ne dosyada ne de mağazada var.',
    'catalogImport.parentIsVariant':
      'ana ürün de bir varyant; ana ürün kodu varyant olmayan bir ürünü göstermeli.',
    'catalogImport.parentHasErrors': 'ana ürünün satırlarında hata var; bu varyant da alınmadı.',
    'catalogImport.mixedDimensions':
      'aynı ana ürünün varyantları aynı boyutları taşımalı ({firstRow}. satırdaki: {dimensions}).',
    'catalogImport.duplicateVariant': 'aynı ana ürünün {firstRow}. satırdaki varyantıyla aynı değerler.',
    'catalogImport.stockOrPriceColumn': 'stok dosyasında stok ya da fiyat sütunu olmalı.',
    'catalogImport.stockOrPriceRequired': 'satırda ne stok ne fiyat var.',
    'catalogImport.unknownCode': 'bu stok kodu mağazada yok.',
    'catalogImport.unknownUnit': 'ürünün bu birimi yok.',
    'catalogImport.duplicateStockRow': 'aynı ürün için {firstRow}. satırda da yazılmış.',
  },
  {
    'catalogImport.file': 'File: {message}',
    'catalogImport.row': 'Row {row}: {message}',
    'catalogImport.column': 'Row {row}, column {column}: {message}',
    'catalogImport.cell': 'Row {row}, column {column} ("{value}"): {message}',
    'catalogImport.error': 'Error',
    'catalogImport.warning': 'Warning',
    'catalogImport.fileNotFound': 'the file was not found.',
    'catalogImport.fileTooLarge': 'the file is {size} MB; at most {limit} MB is read. Split the file.',
    'catalogImport.notSpreadsheet':
      'this is not a spreadsheet. Upload an Excel (.xlsx) or CSV file; save an old .xls file as .xlsx with Excel’s "Save As".',
    'catalogImport.emptyFile': 'the file has no header row.',
    'catalogImport.brokenCsv':
      'the CSV breaks at this row: a quote (") opened here is never closed. Close the cell with a quote or remove it.',
    'catalogImport.missingColumn': 'a required column is missing: {column}.',
    'catalogImport.duplicateColumn': 'this column header is written twice (column {position}).',
    'catalogImport.unknownColumn': 'unknown column; not read.',
    'catalogImport.unreadableText':
      'unreadable characters. The file is neither UTF-8 nor Windows-1254 (Turkish); save it from Excel as "CSV UTF-8".',
    'catalogImport.codeRequired': 'the stock code is empty.',
    'catalogImport.nameRequired': 'the product name is required on the product’s first row.',
    'catalogImport.priceRequired': 'the price is empty.',
    'catalogImport.notNumber': 'not a number (the decimal separator of this file: "{separator}").',
    'catalogImport.negative': 'cannot be negative.',
    'catalogImport.notPositive': 'must be greater than zero.',
    'catalogImport.priceRounded': 'rounded to two decimals: {amount}.',
    'catalogImport.invalidTaxRate': 'the VAT rate must be a percentage from 0 to 100.',
    'catalogImport.unknownCurrency': 'unknown currency; write TRY (TL), USD or EUR.',
    'catalogImport.invalidFlag': 'must be 1 or 0 (yes or no).',
    'catalogImport.invalidBarcode': 'not a valid EAN-13 barcode (13 digits, the last one a check digit).',
    'catalogImport.invalidWarehouses': 'warehouse stock must be written as "Merkez=120|Ankara=30".',
    'catalogImport.stockSumMismatch': 'the stock is not the sum of the warehouse stocks.',
    'catalogImport.invalidVariant':
      'the variant must be written as "Renk=Mavi|Beden=M", one to three dimensions.',
    'catalogImport.invalidImageName': 'an image name cannot hold a folder: {name}.',
    'catalogImport.fieldConflict':
      'differs from the product’s value on row {firstRow}; repeat it or leave it empty.',
    'catalogImport.multiplierMissing':
      'the multiplier of unit {unit} is empty; write how many base units it holds.',
    'catalogImport.duplicateUnit': 'the product has this unit on row {firstRow} too.',
    'catalogImport.multipleDefaultUnits': 'more than one default unit is marked for the product.',
    'catalogImport.duplicateBarcode': 'this barcode is on row {firstRow} ({firstCode}) too.',
    'catalogImport.variantWithoutParent': 'a product with a variant has no parent product code.',
    'catalogImport.parentWithoutVariant': 'a product with a parent product code has no variant.',
    'catalogImport.ownParent': 'a product cannot be its own parent.',
    'catalogImport.unknownParent': 'the parent product is neither in the file nor in the shop.',
    'catalogImport.parentIsVariant':
      'the parent product is a variant itself; name a product that is not a variant.',
    'catalogImport.parentHasErrors': 'the parent product’s rows have errors; this variant was refused too.',
    'catalogImport.mixedDimensions':
      'the variants of one parent must have the same dimensions (row {firstRow}: {dimensions}).',
    'catalogImport.duplicateVariant': 'the same values as the variant of the same parent on row {firstRow}.',
    'catalogImport.stockOrPriceColumn': 'a stock file needs a stock or a price column.',
    'catalogImport.stockOrPriceRequired': 'the row gives neither stock nor price.',
    'catalogImport.unknownCode': 'the shop has no product with this stock code.',
    'catalogImport.unknownUnit': 'the product has no such unit.',
    'catalogImport.duplicateStockRow': 'the same product is written on row {firstRow} too.',
  },
);
