import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amount } from '../format.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Términos y condiciones',
  description:
    'El acuerdo entre tú y Satsino: quién puede jugar, cómo funcionan la cuenta, los depósitos, las retiradas, los bonos y los juegos, y qué pasa si algo falla.',
  body: `# Términos y condiciones

Estos Términos y condiciones (los «Términos») constituyen el acuerdo entre tú y Satsino («nosotros») para el uso de este sitio web y de sus juegos. Al crear una cuenta los aceptas, junto con nuestra [Política de privacidad](/policies/privacy-policy), nuestra [Política AML](/policies/aml-policy) y nuestra política de [Juego responsable](/policies/responsible-gaming), que forman parte de estos Términos.

## 1. Quién puede jugar

- Debes tener al menos ${f.age} años, o más si así lo exige la ley de tu lugar de residencia. Podemos pedirte que acredites tu edad en cualquier momento; las cuentas de menores se cierran y sus apuestas se anulan.
- El juego online debe ser legal en el lugar donde te encuentres. Bloqueamos los países en los que no ofrecemos nuestros servicios; eludir esos bloqueos (por ejemplo, con una VPN) constituye un incumplimiento de estos Términos.
- Solo puedes tener una cuenta. Las cuentas duplicadas se cerrarán, y los bonos y ganancias obtenidos con ellas se anularán.
- Juegas para ti, con tus propios fondos, no en nombre de otros ni como actividad profesional.

## 2. Tu cuenta

- Regístrate con datos exactos y mantenlos actualizados. Debes verificar tu correo electrónico antes de poder depositar o retirar.
- Mantén tu contraseña en secreto. Eres responsable de la actividad de tu cuenta, salvo que nos avises sin demora de que otra persona ha tenido acceso a ella. Los ajustes de tu cuenta muestran todos los dispositivos con sesión iniciada, y puedes cerrar cualquiera de esas sesiones.
- Algunos cambios en la cuenta y algunas transacciones requieren verificación de identidad («KYC»): un documento de identidad y, cuando lo exija nuestra [Política AML](/policies/aml-policy), justificantes de tu domicilio y del origen de tus fondos. Hasta que se completen las comprobaciones, podemos retener las retiradas.
- Tu saldo se mantiene en la moneda de tu cuenta (USD o EUR); los depósitos se convierten al tipo de cambio del momento en que se confirman.

## 3. Depósitos

- Aceptamos ${coins}. Bitcoin también puede enviarse a través de Lightning Network.
- El depósito mínimo es de ${amount(f.minDeposit)} en la moneda de tu cuenta. Un pago inferior solo se abona cuando tus depósitos pendientes alcanzan el mínimo.
- Envía cada criptomoneda únicamente por la red indicada junto a su dirección de depósito. Las criptomonedas enviadas a una dirección equivocada, por una red equivocada o como un token no admitido pueden perderse, y no siempre podemos recuperarlas.
- Un depósito se abona tras las confirmaciones que necesita la red. La cripto comprada con tarjeta a través del proveedor de compra de criptomonedas de la caja está sujeta a las condiciones de ese proveedor.
- Los depósitos deben proceder de una cartera que controles, con fondos de origen lícito.

## 4. Retiradas

- Puedes retirar de ${amount(f.withdrawalMin)} a ${amount(f.withdrawalMax)} en la moneda de tu cuenta por solicitud, salvo que la caja indique otros límites para la criptomoneda elegida. Solo se pueden retirar las criptomonedas marcadas como disponibles para retirada.
- Solo puede haber una retirada pendiente a la vez, y puedes cancelarla mientras siga pendiente. Las retiradas se revisan en menos de ${f.approvalMinutes} minutos de media, a lo que hay que sumar las confirmaciones de la red.
- La comisión de red se descuenta del importe enviado. El importe en cripto se calcula al tipo de cambio del momento en que se procesa la retirada, que puede diferir del que viste al solicitarla.
- No puedes retirar mientras haya un bono activo cuyo requisito de apuesta no se haya completado (consulta el apartado 5). Podemos pedirte que completes la verificación antes de pagar una retirada, y solo pagamos al propio jugador, nunca a terceros.

## 5. Bonos y promociones

- Los bonos son opcionales. Al depositar, decides si aceptas uno, y siempre puedes elegir no tener bono. La página de cada promoción indica sus condiciones; si difieren de este apartado, prevalecen las de la promoción.
- Salvo que una promoción indique otra cosa, el saldo de bono debe apostarse ${f.wagering} veces (${f.wagering}×) en un plazo de ${f.bonusDays} días antes de que este y sus ganancias puedan retirarse, y ninguna apuesta individual puede superar ${amount(f.maxBet)} en la moneda de tu cuenta mientras el requisito de apuesta esté en curso. Las ganancias de los giros gratis se abonan como saldo de bono con un requisito de apuesta de ${f.spinWagering}×.
- Solo puede haber un bono activo a la vez. El dinero real siempre se juega antes que el saldo de bono.
- Cuando un bono caduca o se pierde, se retiran el saldo de bono restante y sus ganancias; tu dinero depositado, nunca.
- Los bonos están pensados para jugadores recreativos. El abuso de bonos (cuentas duplicadas, juego coordinado, patrones de apuesta de bajo riesgo diseñados únicamente para cumplir el requisito de apuesta o el aprovechamiento de un error) conlleva la retirada del bono y de sus ganancias y puede conllevar el cierre de la cuenta.

## 6. Juegos y equidad

- Nuestros juegos propios son demostrablemente justos: antes de cada ronda puedes ver un hash criptográfico de la semilla del servidor, puedes establecer tu propia semilla del cliente y, una vez cambiada la semilla, puedes verificar tú mismo cada resultado. Los juegos de terceros están certificados por sus proveedores.
- Las reglas de cada juego y su retorno al jugador (RTP) se muestran en el propio juego. Un mal funcionamiento anula todas las jugadas y pagos afectados; si un juego falla durante una ronda, la ronda se liquida a partir de los registros del juego o se reembolsa la apuesta.
- Un error evidente (por ejemplo, un fallo de visualización) no genera derecho a ganancias que las reglas del juego no pagarían.

## 7. Juego responsable

El juego debe seguir siendo un entretenimiento. Puedes fijar límites, tomarte un descanso o autoexcluirte en cualquier momento: consulta [Juego responsable](/policies/responsible-gaming). Una autoexclusión no puede revertirse antes de que termine su periodo, y mientras dure no te enviaremos comunicaciones comerciales.

## 8. Lo que no debes hacer

No puedes utilizar el sitio para blanquear capitales ni para cometer ningún otro delito; utilizar fondos robados o de terceros; confabularte con otros jugadores; usar bots o programas que jueguen por ti; interferir en el sitio o en su seguridad; ni faltar al respeto a nuestro personal. Podemos suspender una cuenta mientras investigamos, anular las apuestas y ganancias obtenidas incumpliendo estos Términos y denunciar los presuntos delitos.

## 9. Cierre de la cuenta

Puedes cerrar tu cuenta en cualquier momento a través de Atención al cliente; tu saldo de dinero real se te paga tras las comprobaciones habituales. Podemos cerrar una cuenta por incumplimiento de estos Términos, o tras 12 meses sin uso, después de avisarte y de pagarte el saldo que quede.

## 10. Responsabilidad

No somos responsables de las pérdidas causadas por hechos ajenos a nuestro control, como caídas de la red, la congestión de la blockchain o el fallo de un tercero, ni de las pérdidas indirectas. Nada de lo dispuesto en estos Términos limita la responsabilidad que la ley no nos permite limitar.

## 11. Reclamaciones y cambios

Si algo va mal, contacta con Atención al cliente por chat en vivo o a través de la [página de atención al cliente](/customersupport). Respondemos a las reclamaciones en un plazo de 14 días. Podemos modificar estos Términos; los cambios importantes se anuncian en el sitio antes de que entren en vigor, y seguir jugando después implica que los aceptas. Estos Términos están redactados en inglés; la traducción se ofrece para tu comodidad y, en caso de discrepancia, prevalece la versión inglesa.
`,
};
