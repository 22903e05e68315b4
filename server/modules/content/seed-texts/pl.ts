// Seeded content in Polish.
import type { SeedTexts } from '../seed-layout';

export const pl: SeedTexts = {
  1: {
    title: "O {site}",
    body: [
      "{site} to giełda aktywów cyfrowych dla klientów indywidualnych. Jest to samodzielnie hostowana instalacja Meridian Exchange: oprogramowania giełdowego, które operator instaluje i uruchamia na własnych serwerach. Za usługę odpowiada operator tej instalacji; kontakt: {support_email}.",
      "Tutaj możesz założyć konto, zweryfikować tożsamość, wpłacać i wypłacać środki, handlować parami spot wycenianymi w USDT oraz korzystać z innych produktów włączonych przez operatora. Produkty wyłączone są ukryte i nie można z nich korzystać. Notowane aktywa: {assets}. Języki: {languages}.",
      "Jak przechowywane są środki: każde saldo jest prowadzone w księdze podwójnego zapisu. Każdy ruch to zapis księgowy z podaną przyczyną, a jego pozycje zawsze sumują się do zera, więc pieniądze nie mogą się pojawić ani zniknąć. Saldo użytkownika nigdy nie spada poniżej zera i nikt, również operator, nie może bezpośrednio edytować salda.",
      "Skąd pochodzą ceny: ceny spot pochodzą z arkusza zleceń, czyli ze zleceń użytkowników. Kontrakty z dźwignią i kontrakty terminowe są wyceniane i rozliczane według referencyjnego źródła cen, a każde rozliczenie zachowuje rekord ceny, którego użyło. Nie ma ustawienia, które przesuwa cenę lub wybiera zwycięzcę.",
      "Zasady, zanim zaczniesz działać: opłaty, limity, stawki, weryfikacja wypłat i zasada obrotu są pokazywane na każdym ekranie przed potwierdzeniem. Produkty z dźwignią i terminowe niosą realne ryzyko straty; przed pierwszym użyciem poprosimy Cię o przeczytanie i zaakceptowanie informacji o ryzyku.",
      "Wypłaty: wypłata zamraża swoją kwotę w chwili złożenia i jest sprawdzana przed wysłaniem. Jeśli zostanie odrzucona, kwota jest natychmiast odmrażana, a Ty widzisz przyczynę.",
    ],
  },
  3: {
    title: "Regulamin użytkownika",
    body: [
      "Niniejsza umowa zostaje zawarta między Tobą a operatorem {site}, samodzielnie hostowanej instalacji oprogramowania Meridian Exchange. Rejestrując się, akceptujesz ją. Przeczytaj ją razem z polityką prywatności.",
      "1. Uprawnienia. Musisz być pełnoletni w miejscu zamieszkania, a prawo Twojego kraju musi zezwalać Ci na korzystanie z giełdy aktywów cyfrowych. Możesz mieć jedno konto i działasz we własnym imieniu.",
      "2. Twoje konto. Zachowaj w tajemnicy hasło logowania, hasło transakcyjne i kody weryfikacyjne. Wszystko, co zostanie z ich użyciem zrobione, traktujemy jako zrobione przez Ciebie. Jeśli uważasz, że Twoje konto jest zagrożone, natychmiast napisz na {support_email}.",
      "3. Weryfikacja tożsamości. Niektóre produkty i limity wymagają weryfikacji tożsamości. Podane informacje muszą być prawdziwe i dotyczyć Ciebie. Zweryfikowanej tożsamości nie można później zmienić.",
      "4. Wpłaty. Wpłaty wysłane na Twój adres wpłat są księgowane po liczbie potwierdzeń sieci podanej na ekranie wpłaty. Wpłaty ręczne są księgowane dopiero po sprawdzeniu. Aktywów wysłanych w niewłaściwej sieci lub na błędny adres może nie dać się odzyskać.",
      "5. Salda. Twoje salda są prowadzone w księdze podwójnego zapisu: każda zmiana to zapisany wpis z przyczyną. Nikt nie może zmienić salda bez takiego wpisu.",
      "6. Handel. Zlecenia spot są kojarzone w arkuszu zleceń po cenach ustalonych przez użytkowników. Zrealizowanego zlecenia nie można cofnąć. Opłaty są pokazywane przed potwierdzeniem zlecenia.",
      "7. Kontrakty z dźwignią i terminowe. W tych produktach można w krótkim czasie stracić cały depozyt zabezpieczający lub całą stawkę. Strata na pozycji z dźwignią nigdy nie przekracza depozytu tej pozycji. Kontrakty są wyceniane i rozliczane według referencyjnego źródła cen, nigdy według ceny ustalonej przez operatora. Przed pierwszym użyciem musisz zaakceptować informację o ryzyku.",
      "8. Produkty oszczędnościowe i pożyczki. Oprocentowanie produktu oszczędnościowego jest stałe i wypłacane przez platformę; nie jest to zwrot rynkowy. Warunki wcześniejszego wykupu, oprocentowanie pożyczek, opłaty i odsetki za zwłokę są pokazywane przed potwierdzeniem.",
      "9. Wypłaty. Wypłata zamraża swoją kwotę w chwili złożenia i jest sprawdzana przed wysłaniem. Opłata, minimalna i maksymalna kwota, liczba wypłat dziennie, okno czasowe i zasada obrotu (wolumen obrotu od pierwszej wpłaty w porównaniu z sumą wpłat) są pokazywane na ekranie wypłaty razem z Twoimi postępami. Po zmianie hasła logowania, hasła transakcyjnego, adresu e-mail, telefonu lub pytań bezpieczeństwa wypłaty są wstrzymane na 24 godziny. Odrzucona wypłata jest natychmiast odmrażana, a jej przyczyna jest pokazywana.",
      "10. Zakazane użycie. Nie wolno używać usługi do prania pieniędzy, oszustw ani manipulacji rynkiem, do obchodzenia sankcji ani do uzyskiwania dostępu do cudzych kont. Konto używane w ten sposób może zostać zawieszone; poznasz przyczynę, chyba że zabrania tego prawo.",
      "11. Zmiany i zamknięcie konta. Operator może zmienić tę umowę; nowy tekst jest publikowany tutaj wraz z datą, zanim zacznie obowiązywać. W każdej chwili możesz poprosić o zamknięcie konta; najpierw wypłać swoje saldo.",
      "12. Kontakt. Pytania i reklamacje: {support_email}.",
    ],
  },
  5: {
    title: "Polityka prywatności",
    body: [
      "Ta polityka wyjaśnia, jakie dane osobowe przechowuje {site}, dlaczego i jak długo. Dane przechowuje operator tej samodzielnie hostowanej instalacji Meridian Exchange na serwerach, które sam utrzymuje lub wynajmuje. Dane nie są sprzedawane.",
      "Dane konta: adres e-mail lub numer telefonu, imię i nazwisko, wybrany język oraz informacja, kto Cię zaprosił. Hasła i odpowiedzi na pytania bezpieczeństwa są przechowywane wyłącznie jako jednokierunkowe skróty.",
      "Weryfikacja tożsamości: obywatelstwo, rodzaj i numer dokumentu, zdjęcia dokumentu oraz, przy weryfikacji adresu, rachunek za media.",
      "Aktywność: wpłaty, wypłaty, zlecenia, transakcje i każdy wpis księgowy Twojego konta, a także dodane przez Ciebie adresy wypłat i dane do odbioru płatności.",
      "Bezpieczeństwo: adres IP i przeglądarka każdej sesji, nieudane próby logowania oraz kody weryfikacyjne, które są przechowywane jako skróty i wygasają po krótkim czasie.",
      "Dlaczego: aby prowadzić Twoje konto i produkty, z których korzystasz, chronić środki i wykrywać nadużycia, wypełniać obowiązki związane z przeciwdziałaniem praniu pieniędzy i weryfikacją tożsamości oraz rozstrzygać spory. Pracownicy operatora widzą Twoje dane w konsoli operatora, a każda decyzja weryfikacyjna jest zapisywana wraz z tym, kto ją podjął, kiedy i dlaczego.",
      "Wiadomości: kody weryfikacyjne i wiadomości dotyczące konta są wysyłane na Twój e-mail lub telefon. Nie są używane do reklamy.",
      "W przeglądarce: strona przechowuje token sesji i wybrany język w pamięci lokalnej przeglądarki. Nie ustawia reklamowych ani śledzących plików cookie.",
      "Jak długo: dane konta i transakcji są przechowywane, dopóki konto jest otwarte, a potem tak długo, jak wymaga tego prawo. Pozostałe dane są usuwane, gdy przestają być potrzebne.",
      "Twoje prawa: możesz poprosić o wgląd w swoje dane, ich poprawienie, usunięcie lub kopię, w granicach zapisów, które prawo nakazuje nam przechowywać. Napisz na {support_email}.",
    ],
  },
  101: {
    title: "Jak się zarejestrować",
    body: [
      "Wybierz Rejestracja i zarejestruj się adresem e-mail lub numerem telefonu. Wyślemy na niego kod weryfikacyjny; wpisz go razem z hasłem o długości od 8 do 64 znaków, zawierającym litery i cyfry. Kod jest ważny 10 minut i można go użyć raz; o nowy możesz poprosić po zakończeniu odliczania.",
      "Jeśli formularz pokazuje pole kodu zaproszenia, wpisz kod osoby, która Cię zaprosiła. Formularz informuje, czy na tej stronie kod jest wymagany, czy opcjonalny.",
      "Zaakceptuj regulamin i potwierdź. Następnie ustaw w centrum użytkownika 6-cyfrowe hasło transakcyjne: potwierdza ono wypłaty i inne płatności.",
    ],
  },
  102: {
    title: "Weryfikacja tożsamości",
    body: [
      "Weryfikacja tożsamości ma trzy poziomy. Podstawowy: obywatelstwo, rodzaj dokumentu, imię i nazwisko oraz numer dokumentu. Zaawansowany: zdjęcia przodu i tyłu dokumentu oraz zdjęcie z Twoim podpisem. Adres: rachunek za media z Twoim adresem. Obrazy muszą być w formacie JPG, JPEG lub PNG i mniejsze niż 8 MB.",
      "Każde zgłoszenie sprawdza człowiek. Centrum użytkownika pokazuje jego status (w trakcie weryfikacji, zatwierdzone lub odrzucone), a w razie odrzucenia także przyczynę, abyś mógł złożyć je ponownie.",
      "Obywatelstwa nie można zmienić po rejestracji, a zweryfikowanej tożsamości nie można zmienić.",
    ],
  },
  103: {
    title: "Wpłaty",
    body: [
      "Otwórz Moje aktywa i wybierz Wpłata. Otrzymujesz własny adres wpłat; wysyłaj tylko aktywo i w sieci pokazanej na ekranie. Wpłata jest księgowana po liczbie potwierdzeń sieci podanej na tym ekranie.",
      "Jeśli wysłałeś środki w inny sposób, złóż wpłatę ręczną z kwotą, hashem transakcji i zrzutem ekranu jako dowodem. Zostanie zaksięgowana po sprawdzeniu.",
      "Każda wpłata pojawia się w historii wpłat ze statusem: w toku, sukces lub niepowodzenie.",
    ],
  },
  104: {
    title: "Zasady wypłat",
    body: [
      "Przed złożeniem wypłaty ekran pokazuje aktywo i sieć, opłatę, kwotę, którą otrzymasz, minimalną i maksymalną kwotę, dozwoloną liczbę wypłat dziennie oraz dzienne okno czasowe.",
      "Pokazuje też zasadę obrotu i Twoje postępy: wolumen Twojego obrotu od pierwszej wpłaty musi osiągnąć ustalony udział w sumie Twoich wpłat. Gdy operator ustawi ten udział na zero, zasada nie obowiązuje.",
      "Po złożeniu wypłaty kwota jest zamrażana, a wypłata sprawdzana. Jeśli zostanie odrzucona, kwota jest natychmiast odmrażana, a przyczyna pojawia się w historii wypłat.",
      "Po zmianie hasła logowania, hasła transakcyjnego, adresu e-mail, telefonu lub pytań bezpieczeństwa wypłaty są wstrzymane na 24 godziny. Ekran pokazuje, kiedy blokada się kończy.",
    ],
  },
  105: {
    title: "Opłaty i sposób ich prezentowania",
    body: [
      "Każda opłata jest pokazywana przed potwierdzeniem: opłata transakcyjna w formularzu zlecenia, opłata za wypłatę i kwota do otrzymania w formularzu wypłaty, a stawki, odsetki i kary na ekranach oszczędzania i pożyczek.",
      "Każda zapłacona opłata jest zapisywana jako osobny wpis w historii konta, więc możesz ją później sprawdzić.",
      "Opłaty ustala operator tej strony. Liczby na ekranach to te, które stosuje serwer.",
    ],
  },
  106: {
    title: "Bezpieczeństwo konta",
    body: [
      "Używaj hasła, którego nie używasz nigdzie indziej, i hasła transakcyjnego innego niż hasło logowania. Nikt z {site} nie potrzebuje Twoich haseł ani kodów weryfikacyjnych: nigdy nikomu ich nie podawaj.",
      "Przed zalogowaniem sprawdź adres strony. Jeśli możesz, powiąż z kontem adres e-mail i numer telefonu oraz ustaw pytania bezpieczeństwa.",
      "Jeśli otrzymasz kod, o który nie prosiłeś, zmień hasło. Po każdej zmianie zabezpieczeń wypłaty są wstrzymane na 24 godziny, co chroni Cię, jeśli zmiany dokonał ktoś inny. Na współdzielonych komputerach zawsze się wylogowuj.",
    ],
  },
  201: {
    title: "Witamy w {site}",
    body: [
      "Ta giełda działa na oprogramowaniu Meridian Exchange, zainstalowanym i obsługiwanym na własnych serwerach operatora. Notowane aktywa: {assets}. Języki: {languages}. Opłaty, limity i zasady są pokazywane na każdym ekranie przed potwierdzeniem.",
    ],
  },
  202: {
    title: "Jak sprawdzane są wypłaty",
    body: [
      "Każda wypłata zamraża swoją kwotę w chwili złożenia i jest sprawdzana przed wysłaniem. Jej status możesz w każdej chwili zobaczyć w historii wypłat. Odrzucona wypłata jest natychmiast odmrażana, wraz z podaniem przyczyny.",
    ],
  },
  203: {
    title: "Zmiany zabezpieczeń wstrzymują wypłaty na 24 godziny",
    body: [
      "Po zmianie hasła logowania, hasła transakcyjnego, adresu e-mail, telefonu lub pytań bezpieczeństwa wypłaty są wstrzymane na 24 godziny. Ekran wypłaty pokazuje, kiedy blokada się kończy.",
    ],
  },
  301: {
    title: "Ceny z rynku",
    body: [
      "Ceny spot pochodzą ze zleceń użytkowników w arkuszu zleceń. Kontrakty są rozliczane według referencyjnego źródła cen, a każde rozliczenie zapisuje użytą cenę.",
    ],
  },
  302: {
    title: "Każda zasada, zanim zaczniesz",
    body: [
      "Opłaty, limity i zasada obrotu przy wypłatach są pokazywane przed potwierdzeniem.",
    ],
  },
  303: {
    title: "Handluj w swoim języku",
    body: [
      "Notowane aktywa: {assets}. Języki: {languages}. Załóż konto za pomocą adresu e-mail lub telefonu.",
    ],
  },
};
