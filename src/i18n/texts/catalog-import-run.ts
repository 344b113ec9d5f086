import { defineTexts } from '../define.ts';

/** What `npm run catalog:import` says (issue 16): progress, the refusal, the summary. Server only. */
export const catalogImportRunTexts = defineTexts(
  {
    'catalogImport.cli.reading': '{file} okunuyor…',
    'catalogImport.stock.summary':
      'Güncellenen: {updated}, değişmeyen: {unchanged}, reddedilen: {refused} ({seconds} sn)',
    'catalogImport.stock.viaShop':
      'Mağaza çalışıyor: stok dosyasını mağaza kendi veritabanı bağlantısıyla uyguluyor.',
    'catalogImport.cli.noFile': '{file} dosyası bulunamadı ya da okunamıyor.',
    'catalogImport.cli.readProgress': '{rows} satır okundu',
    'catalogImport.cli.writeProgress': '{written} / {total} ürün yazıldı',
    'catalogImport.cli.warningsHeading': 'Uyarılar ({n}):',
    'catalogImport.cli.errorsHeading': 'Hatalar ({n}):',
    'catalogImport.cli.refusedWhole':
      'Dosyada hata var: hiçbir şey yazılmadı. Hataları düzeltip yeniden deneyin ya da geçerli ürünleri almak için --skip-invalid kullanın.',
    'catalogImport.cli.skipped': 'Hatalı {n} satır atlandı (yukarıda listelendi).',
    'catalogImport.cli.dryRun': 'Deneme (--dry-run): veritabanına hiçbir şey yazılmadı.',
    'catalogImport.cli.missingImages': 'Bulunamayan ya da okunamayan görseller ({n}): {files}',
    'catalogImport.cli.summary':
      'Oluşturulan: {created}, güncellenen: {updated}, değişmeyen: {unchanged}, pasife alınan: {deactivated}, reddedilen: {refused} ({seconds} sn)',
    'catalogImport.cli.shopRunning':
      'Gömülü veritabanı başka bir komutta açık ve mağaza yanıt vermiyor: içe aktarma veritabanını bozmamak için durdu, hiçbir şey yazılmadı. O komut bitince yeniden çalıştırın.',
    'catalogImport.cli.viaShop':
      'Mağaza çalışıyor: dosyayı mağaza kendi veritabanı bağlantısıyla alıyor; rapor iş bitince gelir.',
    'catalogImport.cli.rebuildAt':
      'Site {at} sularında (İstanbul saati) yeniden oluşturulacak; o zamana dek yeni ürünler kendi adreslerinde açılır, pasife alınanlar listelerden hemen çıkar.',
    'catalogImport.cli.rebuildAsked':
      'Çalışan mağazalardan siteyi REBUILD_DELAY sonra yeniden oluşturmaları istendi; ürün listeleri önbellek süresi dolunca güncellenir.',
    'catalogImport.cli.noShop':
      'Mağaza çalışmıyor: yeni sayfalar mağaza başlarken ya da `npm run build` ile oluşturulur.',
    'catalogImport.cli.noDeactivate':
      '--deactivate-missing uygulanmadı: hatalı satırların ürünleri dosyada yokmuş gibi kapatılmasın diye.',
  },
  {
    'catalogImport.cli.reading': 'Reading {file}…',
    'catalogImport.stock.summary':
      'Updated: {updated}, unchanged: {unchanged}, refused: {refused} ({seconds} s)',
    'catalogImport.stock.viaShop':
      'The shop is running: it applies the stock file on its own database connection.',
    'catalogImport.cli.noFile': 'The file {file} does not exist or cannot be read.',
    'catalogImport.cli.readProgress': '{rows} rows read',
    'catalogImport.cli.writeProgress': '{written} / {total} products written',
    'catalogImport.cli.warningsHeading': 'Warnings ({n}):',
    'catalogImport.cli.errorsHeading': 'Errors ({n}):',
    'catalogImport.cli.refusedWhole':
      'The file has errors: nothing was written. Fix them and try again, or use --skip-invalid to import the valid products.',
    'catalogImport.cli.skipped': '{n} rows with errors were left out (listed above).',
    'catalogImport.cli.dryRun': 'Dry run (--dry-run): nothing was written to the database.',
    'catalogImport.cli.missingImages': 'Images not found or not readable ({n}): {files}',
    'catalogImport.cli.summary':
      'Created: {created}, updated: {updated}, unchanged: {unchanged}, deactivated: {deactivated}, refused: {refused} ({seconds} s)',
    'catalogImport.cli.shopRunning':
      'The embedded database is open in another command and no shop answers: the import stopped so as not to damage it, and nothing was written. Run this again when that command is done.',
    'catalogImport.cli.viaShop':
      'The shop is running: it takes the file on its own database handle; the report comes when it is done.',
    'catalogImport.cli.rebuildAt':
      'The site will be rebuilt at about {at} (Istanbul time); until then new products open at their own address, and deactivated ones leave the lists at once.',
    'catalogImport.cli.rebuildAsked':
      'The running shops were asked to rebuild the site after REBUILD_DELAY; their product lists follow once their cache time has passed.',
    'catalogImport.cli.noShop':
      'The shop is not running: the new pages are built when it starts, or by `npm run build`.',
    'catalogImport.cli.noDeactivate':
      '--deactivate-missing was not applied: the products of rows with errors must not be switched off as if the file left them out.',
  },
);
