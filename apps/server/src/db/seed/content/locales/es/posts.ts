import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amount } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Juego demostrablemente justo, explicado',
    summary:
      'Cómo puedes comprobar, con tu navegador o con nuestro verificador publicado, que cada resultado de nuestros juegos propios estaba fijado antes de apostar, y cómo cada juego convierte las semillas en su resultado.',
    meta_description:
      'Juego demostrablemente justo en Satsino: semillas fijadas antes de que elijas la tuya, la fórmula exacta de cada juego, pagos al céntimo y cadenas de crash con la sal de un futuro bloque de Bitcoin.',
    body: `Cuando juegas en un casino online cualquiera, confías en que el generador de números aleatorios sea honesto. En Satsino no hace falta: nuestros juegos propios son **demostrablemente justos** (provably fair), y cada fórmula que verás a continuación es, al pie de la letra, la que usa nuestro servidor para liquidar las apuestas.

## Tres ingredientes

- **La semilla del servidor**: 32 bytes aleatorios que elegimos nosotros. Antes de jugar solo ves su hash SHA-256, que nos compromete con ella sin revelarla.
- **La semilla del cliente**: la tuya. Te proponemos una; cámbiala por la que quieras.
- **El nonce**: 0 en la primera ronda de un par de semillas y uno más en cada ronda siguiente.

## Fijada antes de que elijas

El panel de equidad muestra el hash de la semilla del servidor en uso *y* el hash de la siguiente, antes de que elijas una semilla del cliente. Al cambiar tu semilla del cliente o rotar, se pasa exactamente a esa semilla fijada de antemano y se revela la anterior, así que nunca elegimos una semilla del servidor después de ver la tuya. Las semillas reveladas siguen listadas en «Tus semillas reveladas», en la [página de verificación](/provably-fair).

## De las semillas a los números

Cada ronda lee sus números de \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Cada bloque de 32 bytes da ocho floats de cuatro bytes cada uno, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, entre 0 y 1; el cursor cuenta los bloques desde 0, y una ronda usa los floats por orden. Es el esquema que publica Stake, y para los dados, el limbo, la ruleta y las cartas también usamos las correspondencias de Stake, de modo que las propias calculadoras de Stake coinciden con las nuestras.

- **Dados**: tirada = ⌊float × 10.001⌋ ÷ 100, de 0,00 a 100,00.
- **Limbo**: resultado = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, como mínimo 1,00 y como máximo 1.000.000.
- **Ruleta**: casilla = ⌊float × 37⌋.
- **Blackjack**: cada carta es la posición ⌊float × 52⌋ de la tabla ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A. Los dos primeros floats son tus cartas; el tercero, la carta descubierta del crupier; el cuarto, su carta oculta, y después vienen las cartas que pides y las que roba el crupier, en el orden en que ocurren.
- **Tragaperras**: rodillo a rodillo, de izquierda a derecha, cada rodillo se detiene en ⌊float × longitud del rodillo⌋.
- **Rueda de la fortuna**: cada giro se detiene en ⌊float × 54⌋. Una casilla ×3 o ×7 vuelve a girar la rueda y multiplica el siguiente premio; como máximo, tres giros.

## Pagos al céntimo, con justicia

Un premio suele valer una fracción de céntimo: una apuesta de 0,10 a 1,98× vale 19,8 céntimos. Pagamos los céntimos enteros, y un céntimo más cuando el siguiente float (el que sigue a los que usó el juego) es menor que la fracción, aquí 0,8. De media, cada premio paga exactamente lo que vale, con cualquier apuesta, y puedes recalcular ese céntimo a partir de las mismas semillas.

## Crash: una cadena fijada antes de que nadie apueste

Todos los jugadores de una mesa de crash comparten la ronda, así que el crash sigue en su lugar el esquema publicado por bustabit. Creamos una cadena de hashes, cada uno el SHA-256 del siguiente, y publicamos el último, el hash final, junto con el número de un bloque de Bitcoin que aún no se ha minado. Cuando se mina ese bloque, su hash se convierte en la sal de la cadena; antes, la mesa no funciona. Ronda a ronda, la cadena se juega hacia atrás, de modo que al aplicar SHA-256 a cada hash de ronda revelado se obtiene el anterior. El punto de crash toma los primeros 52 bits de \`HMAC_SHA256(salt, game hash)\` como r y es ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, como mínimo 1,00. Todas las cadenas, con su bloque y su sal, figuran en [la página de cadenas de crash](/provably-fair/crash).

## Cómo verificar una ronda

1. Anota en el panel de equidad del juego el hash de la semilla del servidor, el hash de la siguiente semilla y tu semilla del cliente.
2. Juega con normalidad.
3. Rota la semilla: se revela la semilla del servidor anterior, y su SHA-256 debe coincidir con el hash que viste.
4. Abre la [página de verificación](/provably-fair), elige la ronda en tu historial y pulsa Verificar: obtendrás exactamente el resultado y el pago que viste.

Sin conexión, nuestro verificador publicado hace lo mismo desde la línea de comandos: \`npx @satsino/fairness verify\`.

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
