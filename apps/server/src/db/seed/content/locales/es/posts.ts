import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amount } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Juego demostrablemente justo, explicado',
    summary:
      'Cómo puedes comprobar, solo con tu navegador, que cada resultado de nuestros juegos propios estaba fijado antes de apostar y no se modificó después.',
    meta_description:
      'Cómo funcionan los juegos demostrablemente justos de Satsino: hash de la semilla del servidor, semilla del cliente, nonce y cómo verificar cada ronda.',
    body: `Cuando juegas en un casino online cualquiera, confías en que el generador de números aleatorios sea honesto. En Satsino no hace falta: nuestros juegos propios son **demostrablemente justos** (provably fair), lo que significa que puedes comprobar tú mismo cada resultado.

## Tres ingredientes

Cada resultado se calcula a partir de tres valores:

- **La semilla del servidor**: un valor aleatorio largo que generamos nosotros. Antes de que juegues, solo te mostramos su hash SHA-256, una huella digital que nos compromete con ella sin revelarla.
- **La semilla del cliente**: un valor que aportas tú. Te proponemos uno, pero puedes cambiarlo por el que quieras en cualquier momento.
- **El nonce**: un contador que aumenta en uno con cada apuesta que haces con el mismo par de semillas.

El juego los combina con HMAC-SHA256 (\`HMAC_SHA256(server_seed, client_seed:nonce)\`) y convierte el resultado en los números que deciden tu ronda: la carta que sale, el número en el que cae la bola de la ruleta o el punto en el que termina una ronda de crash.

## Por qué no se puede hacer trampa

Como viste el hash de la semilla del servidor antes de apostar, no podemos cambiar la semilla después: cualquier otra semilla daría un hash distinto. Y como eres tú quien elige la semilla del cliente, no podemos haber elegido de antemano una semilla del servidor que te perjudique: no conocíamos tu semilla cuando nos comprometimos con la nuestra.

## Cómo verificar una ronda

1. Abre el panel **Equidad** del juego y anota el hash de la semilla del servidor y tu semilla del cliente.
2. Juega con normalidad.
3. Cuando quieras comprobarlo, **cambia la semilla**. Revelamos la semilla del servidor anterior y nos comprometemos con una nueva.
4. Calcula el hash de la semilla revelada y compáralo con el hash que viste: deben coincidir.
5. Abre nuestra página de verificación, o cualquier herramienta HMAC-SHA256 independiente, introduce las semillas y el nonce de una apuesta y obtendrás exactamente el resultado que viste en el juego.

Las rondas de crash funcionan de forma algo distinta, porque todos los jugadores comparten la misma ronda: los resultados salen de una cadena de hashes generada y publicada antes de que se jugara la primera ronda, así que el desenlace de cada ronda estaba fijado mucho antes de que nadie apostara.

## Lo que no significa «demostrablemente justo»

Demuestra que los resultados no se han manipulado, pero no cambia las probabilidades. Todos los juegos siguen teniendo una ventaja de la casa, indicada en sus reglas. Juega para divertirte, ponte límites y consulta [Juego responsable](/policies/responsible-gaming) si alguna vez deja de ser divertido.`,
  },

  'new-games-this-month': {
    title: 'Novedades del mes: tres formas de jugar al crash',
    summary:
      'El crash llega ahora en tres mesas (Classic, Bull y Sidewinder), cada una con su propia cadena de hashes, su ritmo y su estética. Te contamos qué cambia.',
    meta_description:
      'Satsino estrena tres mesas de crash con cadenas de hashes demostrablemente justas, retirada automática y un nuevo feed en directo de grandes premios.',
    body: `El crash es el juego más sencillo del lobby y uno de los más emocionantes: un multiplicador sube desde 1,00× y puede detenerse en cualquier momento. Retírate antes de que se estrelle y tu apuesta se multiplica; espera demasiado y pierdes la ronda. Este mes llega en tres versiones.

## Crash Classic

El original. Las rondas empiezan cada pocos segundos, la curva sube de forma suave y todos los jugadores de la mesa siguen la misma ronda en directo. Configura una **retirada automática** (por ejemplo, en 2,00×) y el juego cobrará por ti en el instante en que el multiplicador llegue a ese valor, aunque se te caiga la conexión.

## Crash Bull

Las mismas reglas con estética de gráfico bursátil: velas verdes mientras el multiplicador sube y una vela roja cuando se estrella. Hay algo menos de tiempo entre rondas, para quienes prefieren un ritmo más rápido.

## Crash Sidewinder

Una mesa más tranquila, con más tiempo para apostar, ideal para probar estrategias con apuestas pequeñas. Tiene su propia cadena de semillas y su propio historial, así que sus resultados son independientes de las otras dos mesas.

## Justo por diseño

Cada mesa funciona con su propia **cadena de hashes** demostrablemente justa. Antes de la primera ronda se generó una larga cadena de hashes y se publicó el último; cada ronda revela el eslabón anterior de la cadena, y cualquiera puede comprobar que el hash de cada eslabón da el siguiente. Nadie, ni siquiera nosotros, puede cambiar el resultado de una ronda una vez que la cadena existe. Más información en [Juego demostrablemente justo, explicado](/blog/provably-fair-explained).

## Otras novedades

- Un **feed en directo** en la página de inicio muestra las últimas apuestas de todo el casino, las de los grandes apostadores y las tuyas.
- Las páginas de los juegos muestran ahora el **retorno al jugador** (RTP) y las reglas de cada juego antes de abrirlo.
- Todos nuestros juegos propios tienen modo demo, para que puedas aprender a jugar primero con dinero ficticio.

Como en cualquier juego, fija tu apuesta y tus límites antes de empezar, y recuerda que un objetivo de retirada es un plan, no una promesa. ¡Suerte en las mesas!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Depósitos de bitcoin con Lightning: segundos, no bloques',
    summary:
      'Lightning te permite depositar bitcoin en segundos por una fracción de la comisión habitual. Qué es, cómo usarlo en Satsino y qué debes tener en cuenta.',
    meta_description:
      'Deposita bitcoin a través de Lightning Network en Satsino: abono casi instantáneo, comisiones mínimas y una guía paso a paso.',
    body: `Un depósito normal de Bitcoin tiene que esperar a que la red lo incluya en un bloque y después a las confirmaciones: normalmente diez minutos o más, y la comisión sube cuando la red está saturada. **Lightning Network** resuelve ambos problemas, y Satsino lo acepta para los depósitos.

## Qué es Lightning

Lightning es una red de canales de pago construida sobre Bitcoin. Los pagos se mueven entre canales casi al instante y se liquidan más tarde en la cadena principal, de forma agrupada. Para ti, eso significa bitcoin que llega en segundos y comisiones que suelen ser de unos pocos satoshis.

## Cómo depositar con Lightning

1. Abre la **Cartera** y elige **Bitcoin (Lightning)**.
2. Introduce el importe que quieres depositar (al menos ${amount(f.minDeposit)} en la moneda de tu cuenta) y elige tu bono o «Sin bono».
3. Generamos una **factura Lightning**: un código QR y un texto que empieza por \`lnbc\`.
4. Escanéala o pégala en cualquier cartera Lightning y confirma el pago.
5. Tu saldo se abona en cuanto se liquida el pago, normalmente antes de que hayas cerrado la aplicación de tu cartera.

## Conviene saber

- **Las facturas caducan.** Cada factura es válida durante un tiempo limitado y por el importe exacto indicado. Si caduca, solo tienes que generar otra; una factura caducada no se puede pagar.
- **Usa una cartera Lightning.** Una dirección de Bitcoin on-chain y una factura Lightning son cosas distintas; una cartera normal no puede pagar una factura. Hoy en día, la mayoría de las carteras móviles populares admiten Lightning.
- **Los bonos funcionan igual.** Un depósito con Lightning da derecho a los mismos bonos de depósito que cualquier otro.
- **Las retiradas** se pagan on-chain en la criptomoneda que elijas, dentro de los límites habituales de ${amount(f.withdrawalMin)} a ${amount(f.withdrawalMax)} por solicitud.

## ¿Prefieres on-chain?

Sin problema: tu dirección de Bitcoin on-chain sigue disponible, igual que las demás criptomonedas que aceptamos (${coinCodes}). Lightning es simplemente la vía más rápida. Consulta [Cómo depositar](/policies/how-to-deposit) para ver la guía completa.`,
  },

  'vip-programme-explained': {
    title: 'Nuestro programa VIP: cuatro niveles, ventajas claras',
    summary:
      'Bronce, Plata, Oro y Platino: cómo se sube de nivel, qué te da cada uno y por qué todas las ventajas están escritas con cifras claras.',
    meta_description:
      'Los niveles VIP de Satsino, explicados: bono de recarga, retiradas prioritarias, cashback VIP y un gestor VIP personal.',
    body: `Muchos casinos mantienen su programa VIP deliberadamente vago: «recompensas exclusivas», «ofertas a medida». El nuestro está por escrito, con cifras, porque creemos que debes saber exactamente lo que te reporta tu juego.

## Formas parte desde el primer día

Todos los jugadores entran en el nivel **Bronce** con su primer depósito. A partir de ahí, tu nivel depende del total que has apostado con dinero real: cada apuesta liquidada cuenta por su importe completo, en cualquier juego.

- **Plata** con ${amount(f.silverWagered)} apostados
- **Oro** con ${amount(f.goldWagered)} apostados
- **Platino** con ${amount(f.platinumWagered)} apostados

(Importes en la moneda de tu cuenta). Subes de nivel en cuanto superas un umbral, y nunca bajas.

## Qué te da cada nivel

**Bronce: bono de recarga del ${f.vipReload} %.** Tus cuatro primeros depósitos incluyen los bonos de depósito de nuestro paquete de bienvenida. Después, cada depósito puede llevar un bono de recarga del ${f.vipReload} %, así que siempre hay una oferta disponible (o ninguna, si prefieres jugar sin bono).

**Plata: prioridad.** Tus retiradas pasan al principio de la cola de revisión (que ya tarda menos de ${f.approvalMinutes} minutos de media) y tus mensajes llegan a un equipo de atención exclusivo.

**Oro: ${f.goldCashback} % de cashback VIP.** Cada lunes recibes el ${f.goldCashback} % de tus pérdidas netas de la semana anterior en dinero real, sin requisito de apuesta. Se suma a las promociones de cashback diario y semanal.

**Platino: ${f.platinumCashback} % de cashback VIP y un gestor personal.** El doble de cashback que en Oro y una persona que conoce tu cuenta y puede ayudarte con todo, desde la verificación hasta límites personalizados.

## Juego responsable en todos los niveles

Un nivel VIP es un agradecimiento, nunca un objetivo. No enviamos ofertas VIP a jugadores que se han puesto límites o se han autoexcluido, y tu gestor VIP te ayudará a fijar límites con la misma disposición que con cualquier otra cosa. Consulta todas las reglas en la página del [Programa VIP](/policies/vip).`,
  },

  'responsible-gaming-tips': {
    title: 'Siete hábitos para que el juego siga siendo divertido',
    summary:
      'Hábitos sencillos y prácticos para que los juegos de casino sigan siendo lo que deben ser, entretenimiento, y las herramientas que te ofrecemos si quieres ayuda extra.',
    meta_description:
      'Consejos de juego responsable de Satsino: presupuestos, límites de tiempo, pausas, límites de depósito y autoexclusión.',
    body: `Jugar es un entretenimiento con un coste, como un concierto o una noche de fiesta. Los jugadores que más lo disfrutan con los años suelen compartir algunos hábitos. Aquí tienes siete que vale la pena adoptar.

## 1. Fija un presupuesto antes de jugar

Decide cuánto estás dispuesto a gastar (dinero que no vayas a echar de menos) y para cuando se acabe. Un presupuesto fijado de antemano es mucho más fácil de respetar que uno decidido en mitad de una sesión.

## 2. Fija también un límite de tiempo

Los juegos están diseñados para absorberte, y el tiempo pasa rápido. Pon una alarma o pídenos que te enviemos recordatorios de sesión.

## 3. Nunca persigas las pérdidas

Las rachas perdedoras ocurren; forman parte de las matemáticas de cualquier juego. Volver a depositar para recuperar lo perdido es la forma más habitual de que la diversión se convierta en un problema. Acepta la pérdida y vuelve otro día si todavía te apetece.

## 4. Considera las ganancias como suerte, no como ingresos

Cuando ganes, retira una parte o todo. Las ganancias que se quedan en el saldo suelen volver a jugarse.

## 5. Juega con la cabeza despejada

Evita jugar cuando estés alterado, estresado, cansado o hayas bebido. Son los momentos en los que se olvidan los límites.

## 6. Mantén el equilibrio en tu vida

El juego debería ser una afición más entre muchas. Si empieza a quitarte tiempo con la familia y los amigos, el trabajo o el sueño, tómate un descanso.

## 7. Usa las herramientas, y pronto

No hace falta tener un problema para usar nuestras herramientas. Muchos jugadores fijan un límite de depósito desde el primer día simplemente porque así las sesiones son más relajadas. A través de Atención al cliente puedes configurar:

- **límites de depósito** diarios, semanales o mensuales (reducirlos tiene efecto inmediato; aumentarlos, a las 24 horas);
- **pausas temporales** de 24 horas, una semana o un mes;
- **autoexclusión** durante seis meses, un año, cinco años o de forma permanente.

Y recuerda que todos los bonos son opcionales: siempre puedes depositar sin ninguno.

## Si ya no es divertido

Si te reconoces en las señales de alerta (gastar más de lo previsto, ocultar que juegas, pedir dinero prestado para jugar), habla con alguien. Nuestro equipo de atención al cliente te ayudará al momento y sin hacer preguntas, y organizaciones como GamCare, BeGambleAware y Jugadores Anónimos (Gamblers Anonymous) ofrecen apoyo gratuito y confidencial. Encontrarás toda la información en nuestra página de [Juego responsable](/policies/responsible-gaming). Satsino es solo para mayores de ${f.age} años.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Primeros pasos con los depósitos en cripto',
    summary:
      '¿Es la primera vez que pagas con cripto? Qué criptomoneda elegir, cómo funcionan las direcciones y las redes, y cómo hacer tu primer depósito sin errores.',
    meta_description:
      'Guía para principiantes sobre depósitos en cripto en Satsino: elegir criptomoneda, redes, confirmaciones y depósito mínimo.',
    body: `Los depósitos en cripto son rápidos, discretos y están disponibles a cualquier hora, pero si nunca has enviado criptomonedas, el primero puede imponer un poco. Esta guía te explica todo lo que necesitas.

## Paso cero: consigue cripto

Necesitas una cartera o una cuenta en un exchange con alguna de las criptomonedas que aceptamos: ${coinCodes}. Si todavía no tienes, usa **Comprar cripto** en la caja para comprarlas con tarjeta a través de nuestro socio de compra de criptomonedas; llegan a tu cartera, listas para depositar.

## ¿Qué criptomoneda usar?

- **Las stablecoins (USDT, USDC)** mantienen un valor estable cercano a un dólar estadounidense, así que lo que envías es lo que recibes: una buena opción si juegas en USD.
- **Bitcoin** es la más extendida; con **Lightning**, además, es la más rápida y barata.
- **Litecoin, TRON, XRP y Dogecoin** se confirman rápido y suelen tener comisiones de red bajas.
- **Ethereum** tiene un amplio soporte, pero sus comisiones varían mucho según la demanda de la red.

Envíes lo que envíes, tu saldo de Satsino se mantiene en la moneda de tu cuenta, convertido al tipo de cambio del momento en que se confirma tu depósito.

## Direcciones y redes

Tu dirección de depósito es exclusivamente tuya: cópiala con el botón de copiar o escanea el código QR. Comprueba siempre la **red**: muchos exchanges permiten retirar el mismo token por varias redes, y la que elijas debe coincidir con la que muestra nuestra caja. Si aparece una **etiqueta de destino** (destination tag, en XRP), inclúyela.

## Confirmaciones

Un pago en blockchain es definitivo cuando se han añadido suficientes bloques después de él. La caja muestra tu depósito como pendiente en cuanto se detecta y lo abona cuando tiene las confirmaciones necesarias, normalmente en cuestión de minutos.

## Tu primer depósito

1. Verifica tu correo electrónico (los depósitos se activan una vez verificado).
2. Abre la Cartera, elige una criptomoneda y copia la dirección.
3. Elige tu bono: tu primer depósito da derecho al bono de bienvenida del ${f.welcomePercent} % con ${f.freeSpins} giros gratis, o puedes elegir no tener bono.
4. Envía al menos el equivalente a ${amount(f.minDeposit)} en la moneda de tu cuenta.
5. Empieza a jugar en cuanto se abone.

Para más detalles, lee [Cómo depositar](/policies/how-to-deposit) y, si algo no te queda claro, nuestro equipo de atención al cliente está a un clic.`,
  },
};
