// Seeded content in German.
import type { SeedTexts } from '../seed-layout';

export const de: SeedTexts = {
  1: {
    title: "Über {site}",
    body: [
      "{site} ist eine Börse für digitale Vermögenswerte für Privatkunden. Sie ist eine selbst gehostete Installation von Meridian Exchange: einer Börsensoftware, die ein Betreiber auf eigenen Servern installiert und betreibt. Der Betreiber dieser Installation ist für den Dienst verantwortlich und unter {support_email} erreichbar.",
      "Hier können Sie ein Konto eröffnen, Ihre Identität verifizieren, ein- und auszahlen, Spot-Paare in USDT handeln und die weiteren Produkte nutzen, die der Betreiber eingeschaltet hat. Ausgeschaltete Produkte sind ausgeblendet und nicht nutzbar. Gelistete Vermögenswerte: {assets}. Sprachen: {languages}.",
      "Wie Guthaben geführt werden: Jedes Guthaben wird in einem Hauptbuch mit doppelter Buchführung geführt. Jede Bewegung ist ein Buchungssatz mit Grund, und seine Buchungen ergeben immer zusammen null, sodass Geld weder entstehen noch verschwinden kann. Das Guthaben eines Nutzers kann nie unter null fallen, und niemand, auch nicht der Betreiber, kann ein Guthaben direkt ändern.",
      "Woher die Preise kommen: Spot-Preise kommen aus dem Orderbuch, also aus den Orders der Nutzer. Hebel- und Laufzeitkontrakte werden anhand eines Referenzpreis-Feeds bewertet und abgerechnet, und jede Abrechnung speichert den verwendeten Preisdatensatz. Es gibt keine Einstellung, die einen Preis verschiebt oder einen Gewinner bestimmt.",
      "Regeln, bevor Sie handeln: Gebühren, Limits, Sätze, die Prüfung von Auszahlungen und die Umsatzregel werden auf jedem Bildschirm vor Ihrer Bestätigung angezeigt. Hebel- und Laufzeitprodukte bergen ein echtes Verlustrisiko; vor der ersten Nutzung werden Sie gebeten, einen Risikohinweis zu lesen und zu akzeptieren.",
      "Auszahlungen: Eine Auszahlung friert ihren Betrag beim Absenden ein und wird vor dem Versand geprüft. Wird sie abgelehnt, wird der Betrag sofort freigegeben, und Sie sehen den Grund.",
    ],
  },
  3: {
    title: "Nutzungsvereinbarung",
    body: [
      "Diese Vereinbarung gilt zwischen Ihnen und dem Betreiber von {site}, einer selbst gehosteten Installation der Software Meridian Exchange. Mit der Registrierung akzeptieren Sie sie. Bitte lesen Sie sie zusammen mit der Datenschutzerklärung.",
      "1. Voraussetzungen. Sie müssen an Ihrem Wohnort volljährig sein, und das Recht Ihres Landes muss Ihnen die Nutzung einer Börse für digitale Vermögenswerte erlauben. Sie dürfen ein Konto führen und handeln im eigenen Namen.",
      "2. Ihr Konto. Halten Sie Ihr Login-Passwort, Ihr Transaktionspasswort und Ihre Bestätigungscodes geheim. Alles, was damit geschieht, gilt als von Ihnen getan. Schreiben Sie sofort an {support_email}, wenn Sie Ihr Konto für gefährdet halten.",
      "3. Identitätsprüfung. Manche Produkte und Limits erfordern eine Identitätsprüfung. Ihre Angaben müssen wahr sein und Sie selbst betreffen. Eine verifizierte Identität kann danach nicht mehr geändert werden.",
      "4. Einzahlungen. Einzahlungen an Ihre Einzahlungsadresse werden nach der auf dem Einzahlungsbildschirm angegebenen Zahl von Netzwerkbestätigungen gutgeschrieben. Manuelle Einzahlungen werden erst nach Prüfung gutgeschrieben. Vermögenswerte, die über das falsche Netzwerk oder an eine falsche Adresse gesendet werden, sind möglicherweise nicht wiederherstellbar.",
      "5. Guthaben. Ihre Guthaben werden in einem Hauptbuch mit doppelter Buchführung geführt: Jede Änderung ist eine erfasste Buchung mit Grund. Niemand kann ein Guthaben ohne eine solche Buchung ändern.",
      "6. Handel. Spot-Orders werden im Orderbuch zu den von Nutzern gesetzten Preisen zusammengeführt. Eine ausgeführte Order kann nicht rückgängig gemacht werden. Gebühren werden vor der Bestätigung einer Order angezeigt.",
      "7. Hebel- und Laufzeitkontrakte. Mit diesen Produkten kann in kurzer Zeit die gesamte Margin oder der gesamte Einsatz verloren gehen. Der Verlust einer Hebelposition übersteigt nie die Margin dieser Position. Kontrakte werden anhand eines Referenzpreis-Feeds bewertet und abgerechnet, nie anhand eines vom Betreiber gesetzten Preises. Vor der ersten Nutzung müssen Sie einen Risikohinweis akzeptieren.",
      "8. Ertragsprodukte und Kredite. Der Satz eines Ertragsprodukts ist fest und wird von der Plattform gezahlt; er ist keine Marktrendite. Bedingungen der vorzeitigen Rücknahme, Kreditzinsen, Gebühren und Verzugszuschläge werden vor Ihrer Bestätigung angezeigt.",
      "9. Auszahlungen. Eine Auszahlung friert ihren Betrag beim Absenden ein und wird vor dem Versand geprüft. Die Gebühr, Mindest- und Höchstbetrag, die Zahl der Auszahlungen pro Tag, das Zeitfenster und die Umsatzregel (Handelsvolumen seit Ihrer ersten Einzahlung im Vergleich zu Ihren gesamten Einzahlungen) werden auf dem Auszahlungsbildschirm mit Ihrem Fortschritt angezeigt. Nach einer Änderung von Login-Passwort, Transaktionspasswort, E-Mail, Telefon oder Sicherheitsfragen sind Auszahlungen 24 Stunden lang pausiert. Eine abgelehnte Auszahlung wird sofort freigegeben, und ihr Grund wird angezeigt.",
      "10. Verbotene Nutzung. Sie dürfen den Dienst nicht für Geldwäsche, Betrug oder Marktmanipulation, zur Umgehung von Sanktionen oder für den Zugriff auf fremde Konten nutzen. Ein so genutztes Konto kann gesperrt werden; Ihnen wird der Grund genannt, sofern das Gesetz es nicht verbietet.",
      "11. Änderungen und Kündigung. Der Betreiber kann diese Vereinbarung ändern; der neue Text wird hier mit seinem Datum veröffentlicht, bevor er gilt. Sie können jederzeit die Schließung Ihres Kontos verlangen; zahlen Sie Ihr Guthaben vorher aus.",
      "12. Kontakt. Fragen und Beschwerden: {support_email}.",
    ],
  },
  5: {
    title: "Datenschutzerklärung",
    body: [
      "Diese Erklärung beschreibt, welche personenbezogenen Daten {site} speichert, warum und wie lange. Die Daten speichert der Betreiber dieser selbst gehosteten Installation von Meridian Exchange auf Servern, die er betreibt oder mietet. Sie werden nicht verkauft.",
      "Kontodaten: Ihre E-Mail-Adresse oder Telefonnummer, Ihr Name, Ihre gewählte Sprache und wer Sie eingeladen hat. Ihre Passwörter und Sicherheitsantworten werden nur als Einweg-Hashes gespeichert.",
      "Identitätsprüfung: Staatsangehörigkeit, Ausweisart und -nummer, Fotos des Ausweises und für die Adressprüfung eine Versorgerrechnung.",
      "Aktivität: Einzahlungen, Auszahlungen, Orders, Trades und jede Buchung Ihres Kontos sowie die Auszahlungsadressen und Empfangsdaten, die Sie hinzufügen.",
      "Sicherheit: IP-Adresse und Browser jeder Sitzung, fehlgeschlagene Anmeldeversuche und Bestätigungscodes, die als Hashes gespeichert werden und nach kurzer Zeit ablaufen.",
      "Warum: um Ihr Konto und die von Ihnen genutzten Produkte zu führen, Guthaben zu schützen und Missbrauch zu erkennen, Pflichten zur Geldwäscheprävention und Identifizierung zu erfüllen und Streitfälle zu klären. Mitarbeiter des Betreibers sehen Ihre Daten über die Betreiberkonsole, und jede Prüfentscheidung wird mit Urheber, Zeitpunkt und Grund erfasst.",
      "Nachrichten: Bestätigungscodes und Kontonachrichten werden an Ihre E-Mail-Adresse oder Ihr Telefon gesendet. Sie werden nicht für Werbung verwendet.",
      "In Ihrem Browser: Die Website speichert Ihr Sitzungstoken und Ihre gewählte Sprache im lokalen Speicher des Browsers. Sie setzt keine Werbe- oder Tracking-Cookies.",
      "Wie lange: Konto- und Transaktionsdaten werden aufbewahrt, solange das Konto besteht, und danach so lange, wie es das Gesetz verlangt. Andere Daten werden gelöscht, sobald sie nicht mehr benötigt werden.",
      "Ihre Rechte: Sie können Auskunft, Berichtigung, Löschung oder eine Kopie Ihrer Daten verlangen, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Schreiben Sie an {support_email}.",
    ],
  },
  101: {
    title: "So registrieren Sie sich",
    body: [
      "Wählen Sie Registrieren und melden Sie sich mit Ihrer E-Mail-Adresse oder Telefonnummer an. Dorthin wird ein Bestätigungscode gesendet; geben Sie ihn zusammen mit einem Passwort aus 8 bis 64 Zeichen mit Buchstaben und Ziffern ein. Ein Code gilt 10 Minuten und kann einmal verwendet werden; nach Ablauf des Countdowns können Sie einen neuen anfordern.",
      "Zeigt das Formular ein Feld für einen Einladungscode, geben Sie den Code der Person ein, die Sie eingeladen hat. Das Formular zeigt, ob der Code auf dieser Website Pflicht oder optional ist.",
      "Akzeptieren Sie die Nutzungsvereinbarung und bestätigen Sie. Legen Sie danach im Benutzerzentrum ein 6-stelliges Transaktionspasswort fest: Es bestätigt Auszahlungen und andere Zahlungen.",
    ],
  },
  102: {
    title: "Identität verifizieren",
    body: [
      "Die Identitätsprüfung hat drei Stufen. Basis: Staatsangehörigkeit, Ausweisart, vollständiger Name und Ausweisnummer. Erweitert: Fotos der Vorder- und Rückseite des Ausweises und ein Foto mit Ihrer Unterschrift. Adresse: eine Versorgerrechnung mit Ihrer Anschrift. Bilder müssen JPG, JPEG oder PNG und kleiner als 8 MB sein.",
      "Jeder Antrag wird von einem Menschen geprüft. Das Benutzerzentrum zeigt den Status (in Prüfung, genehmigt oder abgelehnt) und bei Ablehnung den Grund, damit Sie den Antrag erneut einreichen können.",
      "Die Staatsangehörigkeit kann nach der Registrierung nicht geändert werden, und eine verifizierte Identität kann nicht geändert werden.",
    ],
  },
  103: {
    title: "Einzahlen",
    body: [
      "Öffnen Sie Meine Vermögenswerte und wählen Sie Einzahlen. Sie erhalten eine eigene Einzahlungsadresse; senden Sie nur den Vermögenswert und über das Netzwerk, die dort angezeigt werden. Die Einzahlung wird nach der dort angegebenen Zahl von Netzwerkbestätigungen gutgeschrieben.",
      "Haben Sie Mittel auf anderem Weg gesendet, reichen Sie eine manuelle Einzahlung mit Betrag, Transaktions-Hash und einem Screenshot als Nachweis ein. Sie wird nach Prüfung gutgeschrieben.",
      "Jede Einzahlung erscheint in Ihrer Einzahlungshistorie als in Bearbeitung, erfolgreich oder fehlgeschlagen.",
    ],
  },
  104: {
    title: "Regeln für Auszahlungen",
    body: [
      "Vor dem Absenden zeigt der Auszahlungsbildschirm Vermögenswert und Netzwerk, die Gebühr, den Betrag, den Sie erhalten, Mindest- und Höchstbetrag, die zulässige Zahl der Auszahlungen pro Tag und das tägliche Zeitfenster.",
      "Er zeigt auch die Umsatzregel und Ihren Fortschritt: Ihr Handelsvolumen seit der ersten Einzahlung muss einen festgelegten Anteil Ihrer gesamten Einzahlungen erreichen. Setzt der Betreiber den Anteil auf null, ist die Regel ausgeschaltet.",
      "Beim Absenden wird der Betrag eingefroren und die Auszahlung geprüft. Wird sie abgelehnt, wird der Betrag sofort freigegeben, und der Grund erscheint in Ihrer Auszahlungshistorie.",
      "Nach einer Änderung von Login-Passwort, Transaktionspasswort, E-Mail, Telefon oder Sicherheitsfragen sind Auszahlungen 24 Stunden lang pausiert. Der Bildschirm zeigt, wann die Pause endet.",
    ],
  },
  105: {
    title: "Gebühren und wie sie angezeigt werden",
    body: [
      "Jede Gebühr wird vor Ihrer Bestätigung angezeigt: die Handelsgebühr im Orderformular, die Auszahlungsgebühr und der erhaltene Betrag im Auszahlungsformular sowie Sätze, Zinsen und Strafen auf den Ertrags- und Kreditbildschirmen.",
      "Jede gezahlte Gebühr wird als eigene Buchung in Ihrer Kontohistorie erfasst, sodass Sie sie später prüfen können.",
      "Die Gebühren legt der Betreiber dieser Website fest. Die Zahlen auf den Bildschirmen sind die, die der Server anwendet.",
    ],
  },
  106: {
    title: "Ihr Konto schützen",
    body: [
      "Verwenden Sie ein Passwort, das Sie nirgendwo sonst nutzen, und ein davon verschiedenes Transaktionspasswort. Niemand von {site} braucht Ihre Passwörter oder Bestätigungscodes: Geben Sie sie nie weiter.",
      "Prüfen Sie vor der Anmeldung die Adresse der Website. Verknüpfen Sie nach Möglichkeit eine E-Mail-Adresse und eine Telefonnummer und legen Sie Ihre Sicherheitsfragen fest.",
      "Erhalten Sie einen Code, den Sie nicht angefordert haben, ändern Sie Ihr Passwort. Nach jeder Sicherheitsänderung sind Auszahlungen 24 Stunden lang pausiert; das schützt Sie, falls jemand anderes die Änderung vorgenommen hat. Melden Sie sich an gemeinsam genutzten Computern ab.",
    ],
  },
  201: {
    title: "Willkommen bei {site}",
    body: [
      "Diese Börse läuft mit Meridian Exchange, installiert und betrieben auf den eigenen Servern ihres Betreibers. Gelistete Vermögenswerte: {assets}. Sprachen: {languages}. Gebühren, Limits und Regeln werden auf jedem Bildschirm vor Ihrer Bestätigung angezeigt.",
    ],
  },
  202: {
    title: "Wie Auszahlungen geprüft werden",
    body: [
      "Jede Auszahlung friert ihren Betrag beim Absenden ein und wird vor dem Versand geprüft. Ihren Status sehen Sie jederzeit in Ihrer Auszahlungshistorie. Eine abgelehnte Auszahlung wird sofort freigegeben, mit Angabe des Grundes.",
    ],
  },
  203: {
    title: "Sicherheitsänderungen pausieren Auszahlungen für 24 Stunden",
    body: [
      "Nach einer Änderung von Login-Passwort, Transaktionspasswort, E-Mail, Telefon oder Sicherheitsfragen sind Auszahlungen 24 Stunden lang pausiert. Der Auszahlungsbildschirm zeigt, wann die Pause endet.",
    ],
  },
  301: {
    title: "Preise vom Markt",
    body: [
      "Spot-Preise kommen aus den Orders der Nutzer im Orderbuch. Kontrakte werden anhand eines Referenzpreis-Feeds abgerechnet, und jede Abrechnung speichert den verwendeten Preis.",
    ],
  },
  302: {
    title: "Jede Regel, bevor Sie handeln",
    body: [
      "Gebühren, Limits und die Umsatzregel für Auszahlungen werden vor Ihrer Bestätigung angezeigt.",
    ],
  },
  303: {
    title: "Handeln in Ihrer Sprache",
    body: [
      "Gelistete Vermögenswerte: {assets}. Sprachen: {languages}. Eröffnen Sie ein Konto mit Ihrer E-Mail-Adresse oder Telefonnummer.",
    ],
  },
};
