// Seeded content in Spanish.
import type { SeedTexts } from '../seed-layout';

export const es: SeedTexts = {
  1: {
    title: "Acerca de {site}",
    body: [
      "{site} es un exchange de activos digitales para usuarios particulares. Es una instalación autoalojada de Meridian Exchange: un software de exchange que un operador instala y ejecuta en sus propios servidores. El operador de esta instalación es responsable del servicio y puede ser contactado en {support_email}.",
      "Aquí puedes abrir una cuenta, verificar tu identidad, depositar y retirar, operar pares al contado cotizados en USDT y usar los demás productos que el operador haya activado. Los productos desactivados se ocultan y no se pueden usar. Activos listados: {assets}. Idiomas: {languages}.",
      "Cómo se guardan los fondos: cada saldo se lleva en un libro contable de partida doble. Cada movimiento es un asiento con un motivo, y sus apuntes siempre suman cero, de modo que el dinero no puede aparecer ni desaparecer. El saldo de un usuario nunca puede ser negativo y nadie, ni siquiera el operador, puede editar un saldo directamente.",
      "De dónde salen los precios: los precios al contado salen del libro de órdenes, es decir, de las órdenes de los usuarios. Los contratos apalancados y los contratos a plazo se valoran y liquidan con una fuente de precios de referencia, y cada liquidación guarda el registro de precio que utilizó. No existe ningún ajuste que mueva un precio o elija un ganador.",
      "Las reglas antes de actuar: comisiones, límites, tipos, la revisión de retiros y la regla de volumen se muestran en cada pantalla antes de confirmar. Los productos apalancados y a plazo conllevan un riesgo real de pérdida; antes de usarlos por primera vez se te pide leer y aceptar un aviso de riesgo.",
      "Retiros: un retiro congela su importe cuando lo envías y se revisa antes de enviarse. Si se rechaza, el importe se descongela de inmediato y ves el motivo.",
    ],
  },
  3: {
    title: "Acuerdo de usuario",
    body: [
      "Este acuerdo se celebra entre tú y el operador de {site}, una instalación autoalojada del software Meridian Exchange. Al registrarte lo aceptas. Léelo junto con la política de privacidad.",
      "1. Requisitos. Debes ser mayor de edad donde vives y la ley de tu país debe permitirte usar un exchange de activos digitales. Puedes tener una sola cuenta y actúas en tu propio nombre.",
      "2. Tu cuenta. Mantén en secreto tu contraseña de acceso, tu contraseña de transacciones y los códigos de verificación. Todo lo que se haga con ellos se considera hecho por ti. Escribe de inmediato a {support_email} si crees que tu cuenta está en riesgo.",
      "3. Verificación de identidad. Algunos productos y límites requieren verificar tu identidad. La información que aportes debe ser verdadera y tuya. Una identidad verificada no se puede cambiar después.",
      "4. Depósitos. Los depósitos enviados a tu dirección de depósito se abonan tras el número de confirmaciones de la red indicado en la pantalla de depósito. Los depósitos manuales solo se abonan tras su revisión. Los activos enviados por una red equivocada o a una dirección errónea pueden no ser recuperables.",
      "5. Saldos. Tus saldos se llevan en un libro de partida doble: cada cambio es un asiento registrado con un motivo. Nadie puede cambiar un saldo sin ese asiento.",
      "6. Operaciones. Las órdenes al contado se casan en el libro de órdenes a los precios que fijan los usuarios. Una orden ejecutada no se puede deshacer. Las comisiones se muestran antes de confirmar una orden.",
      "7. Contratos apalancados y a plazo. Con estos productos se puede perder todo el margen o todo lo invertido en poco tiempo. La pérdida de una posición apalancada nunca supera el margen de esa posición. Los contratos se valoran y liquidan con una fuente de precios de referencia, nunca con un precio fijado por el operador. Debes aceptar un aviso de riesgo antes del primer uso.",
      "8. Productos de rendimiento y préstamos. El tipo de un producto de rendimiento es fijo y lo paga la plataforma; no es un rendimiento de mercado. Las condiciones de rescate anticipado, los tipos de los préstamos, las comisiones y los recargos por demora se muestran antes de confirmar.",
      "9. Retiros. Un retiro congela su importe cuando lo envías y se revisa antes de enviarse. La comisión, los importes mínimo y máximo, el número de retiros por día, la franja horaria y la regla de volumen (volumen operado desde tu primer depósito comparado con el total de tus depósitos) se muestran en la pantalla de retiro, junto con tu progreso. Tras un cambio de contraseña de acceso, contraseña de transacciones, correo, teléfono o preguntas de seguridad, los retiros se pausan durante 24 horas. Un retiro rechazado se descongela de inmediato y se muestra su motivo.",
      "10. Usos prohibidos. No puedes usar el servicio para blanqueo de capitales, fraude o manipulación del mercado, para eludir sanciones ni para acceder a cuentas ajenas. Una cuenta usada de esta forma puede suspenderse; se te indicará el motivo salvo que la ley lo prohíba.",
      "11. Cambios y cierre. El operador puede modificar este acuerdo; el nuevo texto se publica aquí con su fecha antes de entrar en vigor. Puedes pedir el cierre de tu cuenta en cualquier momento; retira antes tu saldo.",
      "12. Contacto. Preguntas y reclamaciones: {support_email}.",
    ],
  },
  5: {
    title: "Política de privacidad",
    body: [
      "Esta política explica qué datos personales guarda {site}, por qué y durante cuánto tiempo. Los datos los almacena el operador de esta instalación autoalojada de Meridian Exchange, en servidores que el operador gestiona o alquila. No se venden.",
      "Datos de la cuenta: tu correo electrónico o número de teléfono, tu nombre, el idioma elegido y quién te invitó. Tus contraseñas y respuestas de seguridad se guardan solo como hashes irreversibles.",
      "Verificación de identidad: nacionalidad, tipo y número de documento, fotos del documento y, para verificar el domicilio, una factura de suministros.",
      "Actividad: depósitos, retiros, órdenes, operaciones y cada asiento contable de tu cuenta, además de las direcciones de retiro y los datos de cobro que añadas.",
      "Seguridad: la dirección IP y el navegador de cada sesión, los intentos fallidos de inicio de sesión y los códigos de verificación, que se guardan como hashes y caducan al poco tiempo.",
      "Para qué: para gestionar tu cuenta y los productos que usas, proteger los fondos y detectar abusos, cumplir las obligaciones de prevención del blanqueo de capitales y de identificación, y resolver disputas. El personal del operador ve tus datos a través de la consola del operador, y cada decisión de revisión queda registrada con quién la tomó, cuándo y por qué.",
      "Mensajes: los códigos de verificación y los mensajes de la cuenta se envían a tu correo o teléfono. No se usan para publicidad.",
      "En tu navegador: el sitio guarda tu token de sesión y el idioma elegido en el almacenamiento local del navegador. No instala cookies publicitarias ni de seguimiento.",
      "Durante cuánto tiempo: los registros de la cuenta y de las transacciones se conservan mientras la cuenta está abierta y después durante el tiempo que exija la ley. Los demás datos se borran cuando dejan de ser necesarios.",
      "Tus derechos: puedes pedir ver, corregir o borrar tus datos, o recibir una copia, dentro de los límites de los registros que la ley nos obliga a conservar. Escribe a {support_email}.",
    ],
  },
  101: {
    title: "Cómo registrarse",
    body: [
      "Elige Registrarse y regístrate con tu correo electrónico o tu número de teléfono. Te enviaremos un código de verificación; introdúcelo junto con una contraseña de 8 a 64 caracteres que contenga letras y números. Un código vale 10 minutos y se puede usar una vez; puedes pedir otro cuando termine la cuenta atrás.",
      "Si el formulario muestra un campo de código de invitación, introduce el código de la persona que te invitó. El formulario indica si en este sitio el código es obligatorio u opcional.",
      "Acepta el acuerdo de usuario y confirma. Después, establece en el centro de usuario una contraseña de transacciones de 6 dígitos: sirve para confirmar retiros y otros pagos.",
    ],
  },
  102: {
    title: "Verificar tu identidad",
    body: [
      "La verificación de identidad tiene tres niveles. Básico: nacionalidad, tipo de documento, nombre real y número de documento. Avanzado: fotos del anverso y el reverso del documento y una foto con tu firma. Domicilio: una factura de suministros que muestre tu dirección. Las imágenes deben ser JPG, JPEG o PNG y pesar menos de 8 MB.",
      "Cada solicitud la revisa una persona. El centro de usuario muestra su estado (en revisión, aprobada o fallida) y, si falló, el motivo, para que puedas enviarla de nuevo.",
      "La nacionalidad no se puede cambiar después del registro, y una identidad verificada no se puede cambiar.",
    ],
  },
  103: {
    title: "Depositar",
    body: [
      "Abre Mis activos y elige Depositar. Recibes tu propia dirección de depósito; envía solo el activo y por la red que se muestran en la pantalla. El depósito se abona tras el número de confirmaciones de la red indicado allí.",
      "Si enviaste fondos de otra forma, presenta un depósito manual con el importe, el hash de la transacción y una captura de pantalla como comprobante. Se abona tras su revisión.",
      "Cada depósito aparece en tu historial de depósitos como en proceso, completado o fallido.",
    ],
  },
  104: {
    title: "Reglas de retiro",
    body: [
      "Antes de enviar, la pantalla de retiro muestra el activo y la red, la comisión, el importe que recibirás, los importes mínimo y máximo, el número de retiros permitidos por día y la franja horaria diaria.",
      "También muestra la regla de volumen y tu progreso: tu volumen operado desde el primer depósito debe alcanzar una proporción fijada del total de tus depósitos. Si el operador fija esa proporción en cero, la regla queda desactivada.",
      "Al enviar, el importe se congela y el retiro se revisa. Si se rechaza, el importe se descongela de inmediato y el motivo aparece en tu historial de retiros.",
      "Después de cambiar tu contraseña de acceso, contraseña de transacciones, correo, teléfono o preguntas de seguridad, los retiros se pausan durante 24 horas. La pantalla muestra cuándo termina la pausa.",
    ],
  },
  105: {
    title: "Comisiones y cómo se muestran",
    body: [
      "Cada comisión se muestra antes de confirmar: la comisión de operación en el formulario de la orden, la comisión de retiro y el importe que recibirás en el formulario de retiro, y los tipos, intereses y penalizaciones en las pantallas de rendimiento y préstamos.",
      "Cada comisión que pagas queda registrada como un asiento propio en el historial de tu cuenta, para que puedas comprobarla después.",
      "Las comisiones las fija el operador de este sitio. Las cifras de las pantallas son las que aplica el servidor.",
    ],
  },
  106: {
    title: "Mantener tu cuenta segura",
    body: [
      "Usa una contraseña que no uses en ningún otro sitio y una contraseña de transacciones distinta de ella. Nadie de {site} necesita tus contraseñas ni tus códigos de verificación: no se los des nunca a nadie.",
      "Comprueba la dirección del sitio antes de iniciar sesión. Si puedes, vincula un correo electrónico y un número de teléfono y configura tus preguntas de seguridad.",
      "Si recibes un código que no pediste, cambia tu contraseña. Tras cualquier cambio de seguridad, los retiros se pausan durante 24 horas, lo que te protege si el cambio lo hizo otra persona. Cierra la sesión en ordenadores compartidos.",
    ],
  },
  201: {
    title: "Bienvenido a {site}",
    body: [
      "Este exchange funciona con Meridian Exchange, instalado y operado en los servidores propios de su operador. Activos listados: {assets}. Idiomas: {languages}. Las comisiones, los límites y las reglas se muestran en cada pantalla antes de confirmar.",
    ],
  },
  202: {
    title: "Cómo se revisan los retiros",
    body: [
      "Cada retiro congela su importe cuando lo envías y se revisa antes de enviarse. Puedes ver su estado en cualquier momento en tu historial de retiros. Un retiro rechazado se descongela de inmediato, con el motivo.",
    ],
  },
  203: {
    title: "Los cambios de seguridad pausan los retiros 24 horas",
    body: [
      "Después de cambiar tu contraseña de acceso, contraseña de transacciones, correo, teléfono o preguntas de seguridad, los retiros se pausan durante 24 horas. La pantalla de retiro muestra cuándo termina la pausa.",
    ],
  },
  301: {
    title: "Precios del mercado",
    body: [
      "Los precios al contado salen de las órdenes de los usuarios en el libro de órdenes. Los contratos se liquidan con una fuente de precios de referencia, y cada liquidación registra el precio que usó.",
    ],
  },
  302: {
    title: "Todas las reglas antes de actuar",
    body: [
      "Las comisiones, los límites y la regla de volumen para retiros se muestran antes de confirmar.",
    ],
  },
  303: {
    title: "Opera en tu idioma",
    body: [
      "Activos listados: {assets}. Idiomas: {languages}. Abre una cuenta con tu correo o tu teléfono.",
    ],
  },
};
